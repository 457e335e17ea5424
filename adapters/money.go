package adapters

import (
	"context"
	"errors"
	"time"

	"github.com/shopspring/decimal"
)

// The wallet backend as the money screens need it: wallets and transfers, deposits,
// withdrawals, payout accounts, the payment password and the records. Every call needs the
// player's token in its Scope; nothing here is ever cached or shared between players.
//
// Amounts are decimal.Decimal: exact, never a float. Writes carry the idempotency key of the
// form submission they come from, which the upstream is sent too; a write is never retried.

// ErrOutcomeUnknown: a write was sent and no answer came (a timeout, a cut connection). The
// upstream may or may not have done it; only its records can tell. A write refused before it
// was sent (breaker open, connection refused) is ErrUnavailable instead.
var ErrOutcomeUnknown = errors.New("upstream outcome unknown")

// The refusals of the money calls a handler tells apart (see BusinessError.Kind).
var (
	ErrInsufficientFunds      = errors.New("insufficient funds")
	ErrAmountOutOfRange       = errors.New("amount outside the method's limits")
	ErrPaymentPasswordMissing = errors.New("no payment password set")
	ErrPaymentPasswordWrong   = errors.New("payment password wrong")
	ErrPaymentPasswordSet     = errors.New("payment password already set")
	ErrWithdrawalLimitReached = errors.New("daily withdrawal count reached")
	ErrTurnoverIncomplete     = errors.New("turnover requirement not met")
	ErrPayoutAccountMissing   = errors.New("no such payout account")
	ErrPayoutAccountDuplicate = errors.New("payout account already bound")
	ErrPayoutAccountLimit     = errors.New("no more payout accounts may be bound")
	ErrDepositMethodUnknown   = errors.New("no such deposit method")
	ErrPromotionUnavailable   = errors.New("deposit promotion not available")
	ErrWalletUnknown          = errors.New("no such wallet")
	ErrWalletLocked           = errors.New("wallet locked")
	ErrIdempotencyKeyConflict = errors.New("idempotency key reused with another request")
)

// MainWallet is the ID of the main wallet; game wallets are named by their vendor code.
const MainWallet = "MAIN"

// WalletBalance is one wallet.
type WalletBalance struct {
	ID      string // MainWallet or a vendor code (JL, PG ...)
	Name    string // the vendor's display name; empty for the main wallet
	Balance decimal.Decimal
	Locked  bool // a game is open on it: no transfer in or out until it closes
}

// Wallets are the player's wallets: the main one first, then the game wallets.
type Wallets struct {
	Total decimal.Decimal
	Main  WalletBalance
	Games []WalletBalance
}

// WalletTransfer moves Amount between the main wallet and one game wallet: From or To is
// MainWallet.
type WalletTransfer struct {
	From, To       string
	Amount         decimal.Decimal
	IdempotencyKey string
}

// DepositKind is how a deposit method takes the money.
type DepositKind string

// Deposit kinds.
const (
	DepositGateway DepositKind = "gateway" // a payment gateway's page to open
	DepositBank    DepositKind = "bank"    // a manual bank transfer to the merchant's account
	DepositMobile  DepositKind = "mobile"  // a mobile account (bKash, Nagad, Rocket) to send to
	DepositQR      DepositKind = "qr"      // a QR code to scan in a payment app
)

// PayTo is the merchant's account a manual (bank or mobile) deposit is sent to.
type PayTo struct {
	Provider      string // bank or mobile service name: "Dutch-Bangla Bank", "bKash"
	AccountName   string
	AccountNumber string // the merchant's own, shown whole so the player can send to it
	Branch        string
}

// DepositMethod is one way to deposit the merchant offers.
type DepositMethod struct {
	ID       string // opaque: pass it back as DepositRequest.MethodID
	Kind     DepositKind
	Name     string // "bKash", "Nagad", "Dutch-Bangla Bank", "SurePay gateway"
	Min, Max decimal.Decimal
	Presets  []decimal.Decimal // the amounts offered as one-tap choices
	PayTo    *PayTo            // bank and mobile methods only
	// Reference is what the player writes in a manual transfer's note, so the back office can
	// match it; bank and mobile methods only.
	Reference string
}

// DepositPromotion is a bonus a player may accept with a deposit.
type DepositPromotion struct {
	ID         string
	Title      string
	Percent    decimal.Decimal // bonus as a share of the deposit, in percent
	MaxBonus   decimal.Decimal // zero: no cap
	MinDeposit decimal.Decimal
	Turnover   decimal.Decimal // times the deposit and bonus to bet before a withdrawal
}

// DepositOptions are the methods and the promotions offered with a deposit.
type DepositOptions struct {
	Methods    []DepositMethod
	Promotions []DepositPromotion
}

// DepositRequest asks for a deposit. SenderAccount and TransactionID confirm a manual (bank or
// mobile) transfer the player has made: at least one of them is required for those kinds.
type DepositRequest struct {
	MethodID       string
	Amount         decimal.Decimal
	PromotionID    string // empty: no promotion
	SenderAccount  string // the number or account the money came from
	TransactionID  string // the payment service's transaction id
	IdempotencyKey string
}

// RecordStatus is where a deposit or withdrawal stands.
type RecordStatus string

// Record statuses.
const (
	StatusPending  RecordStatus = "pending"
	StatusApproved RecordStatus = "approved"
	StatusRejected RecordStatus = "rejected"
)

// Deposit is one deposit, pending when made.
type Deposit struct {
	ID          string
	MethodID    string
	MethodName  string
	Kind        DepositKind
	Amount      decimal.Decimal
	Bonus       decimal.Decimal // the promotion's bonus, paid on approval
	Status      RecordStatus
	CreatedAt   time.Time
	UpdatedAt   time.Time
	RedirectURL string // gateway: the page to open
	QRCode      string // qr: the payload to draw as a QR code
	PayTo       *PayTo // bank and mobile: where the money went
	Reference   string
	Reason      string // why it was rejected, as the back office wrote it
}

// PayoutKind is what a payout account is.
type PayoutKind string

// Payout kinds.
const (
	PayoutBank   PayoutKind = "bank"
	PayoutMobile PayoutKind = "mobile"
)

// PayoutAccount is a bound account withdrawals are paid to. Number is masked by the upstream or
// by the adapter: only its last four digits ever leave the adapter.
type PayoutAccount struct {
	ID          string
	Kind        PayoutKind
	Provider    string // bank or mobile service
	AccountName string
	LastDigits  string // the number's last four digits
	Default     bool
}

// PayoutProvider is a bank or mobile service payout accounts may be bound at.
type PayoutProvider struct {
	Code string
	Name string
	Kind PayoutKind
}

// NewPayoutAccount binds an account. Number is whole here, and goes upstream encrypted only.
type NewPayoutAccount struct {
	Kind            PayoutKind
	ProviderCode    string
	AccountName     string
	Number          string
	Branch          string
	PaymentPassword string
	IdempotencyKey  string
}

// WithdrawalRules are what the upstream allows now.
type WithdrawalRules struct {
	Withdrawable      decimal.Decimal // the main wallet, less what is on hold
	Min, Max          decimal.Decimal
	DailyCount        int             // withdrawals allowed a day; 0: no limit
	DailyUsed         int             // withdrawals made today
	RemainingTurnover decimal.Decimal // still to bet before a withdrawal; zero when none
	HasTurnover       bool            // the upstream said how much turnover remains
}

// WithdrawalOptions are the rules, the bound payout accounts and the providers to bind one at.
type WithdrawalOptions struct {
	Rules              WithdrawalRules
	HasPaymentPassword bool
	Accounts           []PayoutAccount
	Providers          []PayoutProvider
}

// WithdrawalRequest pays Amount from the main wallet to a bound payout account.
// PaymentPassword goes upstream encrypted only.
type WithdrawalRequest struct {
	AccountID       string
	Amount          decimal.Decimal
	PaymentPassword string
	IdempotencyKey  string
}

// Withdrawal is one withdrawal: pending (the amount held) until paid or returned.
type Withdrawal struct {
	ID        string
	Amount    decimal.Decimal
	Account   PayoutAccount
	Status    RecordStatus
	CreatedAt time.Time
	UpdatedAt time.Time
	Reason    string
}

// PaymentPasswordChange sets the payment password (Current empty) or changes it. Both go
// upstream encrypted only.
type PaymentPasswordChange struct {
	Current string
	New     string
}

// SecurityFacts are what the security centre shows besides the payment password.
type SecurityFacts struct {
	HasPaymentPassword bool
	Email              string // masked by the adapter: d****1@example.com
	PayeeName          string
	Nickname           string
	Mobile             string // masked: last four digits
	PayoutAccounts     int    // how many are bound
	// HasSecurityQuestions says whether the member chose security questions (SecurityQuestions).
	HasSecurityQuestions bool
}

// RecordQuery selects one page of a record between two days (inclusive, in the site's zone).
type RecordQuery struct {
	From, To time.Time
	Type     string       // transaction type or game category; empty: all
	Status   RecordStatus // deposits and withdrawals; empty: all
	Page     int          // 1-based
	PageSize int
}

// TransactionType names what moved money in the account record.
type TransactionType string

// Transaction types.
const (
	TxDeposit          TransactionType = "deposit"
	TxWithdrawal       TransactionType = "withdrawal"        // the hold when a withdrawal is asked
	TxWithdrawalReturn TransactionType = "withdrawal_return" // a rejected withdrawal's hold returned
	TxTransferOut      TransactionType = "transfer_out"      // money left this entry's wallet for another
	TxTransferIn       TransactionType = "transfer_in"       // money came to this entry's wallet from another
	TxBet              TransactionType = "bet"
	TxWin              TransactionType = "win"
	TxBonus            TransactionType = "bonus"
	TxRebate           TransactionType = "rebate"
	TxAdjustment       TransactionType = "adjustment"
)

// Transaction is one movement of the account record, on one wallet. Amount is signed: money in
// is positive. A transfer is two movements, one on each wallet; the movements of a range add up
// to the change of the total balance over it.
type Transaction struct {
	ID           string
	Time         time.Time
	Type         TransactionType
	Wallet       string // MainWallet or a vendor code
	Amount       decimal.Decimal
	BalanceAfter decimal.Decimal // of Wallet
	Reference    string          // the deposit, withdrawal, transfer or bet it belongs to
}

// TransactionPage is one page of the account record with the totals of the whole range.
type TransactionPage struct {
	Items      []Transaction
	Page       int
	TotalPages int
	In, Out    decimal.Decimal // sums over the range: money in (positive), money out (positive)
}

// Bet is one settled or open bet of the bet record.
type Bet struct {
	ID       string
	Time     time.Time
	Category string // gameType
	Vendor   string
	GameID   string
	GameName string
	Stake    decimal.Decimal
	Payout   decimal.Decimal
	Settled  bool
}

// BetPage is one page of the bet record with the totals of the whole range.
type BetPage struct {
	Items         []Bet
	Page          int
	TotalPages    int
	Stake, Payout decimal.Decimal
}

// DepositPage and WithdrawalPage are pages of the deposit record with the range's totals.
type DepositPage struct {
	Items      []Deposit
	Page       int
	TotalPages int
	Total      decimal.Decimal // of the approved ones
}

// WithdrawalPage is one page of the withdrawal record.
type WithdrawalPage struct {
	Items      []Withdrawal
	Page       int
	TotalPages int
	Total      decimal.Decimal // of the approved ones
}

// ProfitLoss is the profit and loss of one game category over a range.
type ProfitLoss struct {
	Category      string
	Stake, Payout decimal.Decimal
	Bets          int
}

// Money is the wallet backend: the total balance of the header's widget and everything above.
type Money interface {
	Wallet
	Wallets(ctx context.Context, s Scope) (Wallets, error)
	Transfer(ctx context.Context, s Scope, t WalletTransfer) error
	// RecallAll moves every game wallet's balance to the main wallet.
	RecallAll(ctx context.Context, s Scope, idempotencyKey string) error

	DepositOptions(ctx context.Context, s Scope) (DepositOptions, error)
	Deposit(ctx context.Context, s Scope, r DepositRequest) (Deposit, error)
	Deposits(ctx context.Context, s Scope, q RecordQuery) (DepositPage, error)

	WithdrawalOptions(ctx context.Context, s Scope) (WithdrawalOptions, error)
	Withdraw(ctx context.Context, s Scope, r WithdrawalRequest) (Withdrawal, error)
	Withdrawals(ctx context.Context, s Scope, q RecordQuery) (WithdrawalPage, error)

	PayoutAccounts(ctx context.Context, s Scope) ([]PayoutAccount, error)
	BindPayoutAccount(ctx context.Context, s Scope, a NewPayoutAccount) (PayoutAccount, error)
	SetPaymentPassword(ctx context.Context, s Scope, c PaymentPasswordChange) error
	Security(ctx context.Context, s Scope) (SecurityFacts, error)
	SecurityQuestions

	Transactions(ctx context.Context, s Scope, q RecordQuery) (TransactionPage, error)
	Bets(ctx context.Context, s Scope, q RecordQuery) (BetPage, error)
	ProfitLoss(ctx context.Context, s Scope, from, to time.Time) ([]ProfitLoss, error)
}
