package session

// Role is what a player may do, by member type, as the spec's roles and permissions have it.
type Role string

// Roles.
const (
	RoleVisitor Role = "visitor" // no session
	RoleMember  Role = "member"  // type 0
	RoleTrial   Role = "trial"   // type 4 (and a missing type): free, refused deposit, chat, inbox
	RoleSpecial Role = "special" // types 40, 41, 42
	RoleAgent   Role = "agent"   // any other type
)

// TrialType is the free account's member type, and what a missing type means.
const TrialType = 4

// RoleOf maps a member type to its role.
func RoleOf(typ int) Role {
	switch typ {
	case 0:
		return RoleMember
	case TrialType:
		return RoleTrial
	case 40, 41, 42:
		return RoleSpecial
	}
	return RoleAgent
}

// CanDeposit says whether a member type may deposit: only 0, 1 and 2.
func CanDeposit(typ int) bool { return typ == 0 || typ == 1 || typ == 2 }

// IsAgent says whether a member type sees the agent pages: any type but 0, 4 and 40. (So types
// 41 and 42 are agents there, though their role is special: the spec's two rules differ.)
func IsAgent(typ int) bool { return typ != 0 && typ != TrialType && typ != 40 }

// IsTrial says whether a member type is a free account.
func IsTrial(typ int) bool { return typ == TrialType }
