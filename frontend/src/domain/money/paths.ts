// Where the money screens live (after the /m basename): the records a write's outcome points to.

export const depositPath = '/voucherCenter';
export const withdrawPath = '/withdraw';
export const walletsPath = '/wallets';
export const securityCentrePath = '/securityCenter';
/** The security questions, chosen once; a forgotten payment password is reset by them (or an SMS code). */
export const securityQuestionsPath = '/securityQuestions';
export const paymentPasswordResetPath = '/paymentPasswordReset';
export const depositRecordPath = '/vouReport';
export const withdrawalRecordPath = '/vouReport?tab=withdrawals';
/** The spec's account record: types=A is every type. */
export const accountRecordPath = '/transaction/record?types=A';
