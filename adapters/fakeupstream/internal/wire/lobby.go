package wire

// Fixture files of the lottery lobby, the lobby news, the live-chat models and the security
// questions: the merchant's configuration and texts, one file per language where the text
// differs.
const (
	// LotteriesGlob matches /lgw/games/game_menus, one file per language: lotteries.bn.json ...
	LotteriesGlob = "lotteries.*.json"
	// FileLotterySettings is each lottery's draw schedule and numbers: the back office's
	// configuration, from which the fake draws on its clock.
	FileLotterySettings = "lottery-settings.json"
	// LobbyNewsGlob matches GLS2_lobbyNews, one file per language.
	LobbyNewsGlob = "lobby-news.*.json"
	// LiveModelsGlob matches CBS_modelList, one file per language.
	LiveModelsGlob = "live-models.*.json"
	// SecurityQuestionsGlob matches /wps/member/securityQuestions, one file per language.
	SecurityQuestionsGlob = "security-questions.*.json"
)

// LotteriesFile, LobbyNewsFile, LiveModelsFile and SecurityQuestionsFile are one language's
// fixture of each.
func LotteriesFile(lang string) string         { return "lotteries." + lang + ".json" }
func LobbyNewsFile(lang string) string         { return "lobby-news." + lang + ".json" }
func LiveModelsFile(lang string) string        { return "live-models." + lang + ".json" }
func SecurityQuestionsFile(lang string) string { return "security-questions." + lang + ".json" }

// Lottery is one lottery of the lobby's list with its menu: the groups of bets it takes.
type Lottery struct {
	GameID    string        `json:"gameId"`
	NodeID    string        `json:"nodeId"`
	GameName  string        `json:"gameName"`
	Vassalage string        `json:"vassalage"`
	GameType  string        `json:"gameType"`
	IconURL   string        `json:"iconUrl"`
	Menus     []LotteryMenu `json:"menus"`
}

// LotteryMenu is one group of bets of a lottery's menu.
type LotteryMenu struct {
	MenuCode string `json:"menuCode"`
	MenuName string `json:"menuName"`
}

// LotterySetting is how one lottery draws: every Interval seconds from Offset seconds past the
// back office's midnight (a daily draw: 86400 and the time of day), Balls numbers from Min to
// Max, all different when Distinct. An issue is named by its day and its number in the day.
type LotterySetting struct {
	GameID   string `json:"gameId"`
	Interval int    `json:"interval"`
	Offset   int    `json:"offset"`
	Balls    int    `json:"balls"`
	Min      int    `json:"min"`
	Max      int    `json:"max"`
	Distinct bool   `json:"distinct"`
	// CloseBefore is how many seconds before its draw an issue stops taking bets.
	CloseBefore int `json:"closeBefore"`
}

// LobbyNews is one item of the game lobby's news: text the merchant writes (HTML allowed).
type LobbyNews struct {
	ID          string `json:"newsId"`
	Title       string `json:"title"`
	Content     string `json:"content"`
	PublishTime string `json:"publishTime"`
	ImageURL    string `json:"imageUrl,omitempty"`
}

// LiveModel is one host of the live chat.
type LiveModel struct {
	ModelID   string   `json:"modelId"`
	Name      string   `json:"name"`
	Avatar    string   `json:"avatar"`
	Intro     string   `json:"intro"`
	Online    bool     `json:"online"`
	Languages []string `json:"languages"`
}

// SecurityQuestion is one question a member may choose.
type SecurityQuestion struct {
	QuestionID int    `json:"questionId"`
	Question   string `json:"question"`
}
