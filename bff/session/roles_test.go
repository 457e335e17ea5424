package session

import "testing"

func TestRolesByType(t *testing.T) {
	tests := []struct {
		typ            int
		role           Role
		deposit, agent bool
	}{
		{0, RoleMember, true, false},
		{1, RoleAgent, true, true},
		{2, RoleAgent, true, true},
		{3, RoleAgent, false, true},
		{4, RoleTrial, false, false},
		{40, RoleSpecial, false, false},
		{41, RoleSpecial, false, true},
		{42, RoleSpecial, false, true},
		{99, RoleAgent, false, true},
	}
	for _, tt := range tests {
		if got := RoleOf(tt.typ); got != tt.role {
			t.Errorf("RoleOf(%d) = %s, want %s", tt.typ, got, tt.role)
		}
		if got := CanDeposit(tt.typ); got != tt.deposit {
			t.Errorf("CanDeposit(%d) = %v", tt.typ, got)
		}
		if got := IsAgent(tt.typ); got != tt.agent {
			t.Errorf("IsAgent(%d) = %v", tt.typ, got)
		}
	}
}
