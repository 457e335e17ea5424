package wire

// Fixture files of the message side's public reads.
const (
	// HelpGlob matches /wps/system/helpCenter, one file per language: help.bn.json, help.en.json.
	HelpGlob = "help.*.json"
	// CustomerServiceGlob matches WPSCORE_getCustomerServiceScript, the customer-service
	// contacts, one file per language (their names are the merchant's words).
	CustomerServiceGlob = "customer-service.*.json"
)

// HelpFile is the help centre's fixture of one language.
func HelpFile(lang string) string { return "help." + lang + ".json" }

// CustomerServiceFile is the customer-service contacts' fixture of one language.
func CustomerServiceFile(lang string) string { return "customer-service." + lang + ".json" }

// HelpTopic is one topic of the help centre; Tag names the topics the site links to ("terms").
type HelpTopic struct {
	ID      string `json:"id"`
	Tag     string `json:"tag,omitempty"`
	Title   string `json:"title"`
	Content string `json:"content"`
}

// ServiceContact is one customer-service contact: csType LIVECHAT, FACEBOOK, TELEGRAM, WHATSAPP,
// YOUTUBE ..., its place in the list, a name and the address (none for live chat, which the
// chat service launches).
type ServiceContact struct {
	CSType     string `json:"csType"`
	CSPosition int    `json:"csPosition"`
	Name       string `json:"name"`
	URL        string `json:"url"`
}
