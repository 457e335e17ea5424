package bff

// gameCentreGoldenCases are the answers of favourites, recent games, launches and the lobby.
func gameCentreGoldenCases() []goldenCase { return nil }
