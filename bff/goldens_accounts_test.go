package bff

// accountGoldenCases are the answers of sessions, registration, passwords and the member.
func accountGoldenCases() []goldenCase { return nil }
