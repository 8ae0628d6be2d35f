/**
 * Error codes the API answers with ({ error, code }). The web app shows `errors.<code>` from its
 * catalogs in the user's language; MESSAGES_EN is the server's English text for the `error` field.
 */
export const MESSAGES_EN = {
  // validation (spec section 5)
  validation: 'Some fields are invalid.',
  phoneRequired: 'Phone number is required',
  phoneInvalid: 'Please enter a valid international phone number (e.g., +1234567890, +44 20 7946 0958)',
  nameRequired: 'Please enter your full name',
  nameTooLong: 'Name must be at most 100 characters',
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  passwordRequired: 'Password is required',
  passwordTooShort: 'Password must be at least 6 characters long',
  passwordTooLong: 'Password must be at most 128 characters long',
  passwordComplexity: 'Password must contain at least one lowercase letter, one uppercase letter, and one number',
  currentPasswordRequired: 'Current password is required',
  currencyInvalid: 'Please choose a supported currency',
  languageInvalid: 'Please choose English, Portuguese or Spanish',
  timezoneInvalid: 'Unknown time zone',
  userIdMismatch: 'You can only act on your own account',
  // transactions and categories (spec section 5, transaction form)
  typeInvalid: 'Type must be expense or income',
  amountRequired: 'Amount is required',
  amountInvalid: 'Amount must be a positive number',
  amountTooPrecise: 'Amount can have at most 2 decimal places',
  amountWholeOnly: 'This currency has no decimal places: enter a whole amount (e.g. 1500)',
  amountTooPrecise3: 'Amount can have at most 3 decimal places',
  amountTooLarge: 'Amount must be at most 99,999,999.99',
  currencyRequired: 'Currency is required',
  descriptionRequired: 'Description is required',
  descriptionTooLong: 'Description too long',
  categoryRequired: 'Category is required',
  categoryInvalid: 'Please choose one of your active categories of this type',
  categoryNameRequired: 'Category name is required',
  categoryNameTooLong: 'Category name must be at most 50 characters',
  categoryExists: 'A category with this name already exists',
  dateRequired: 'Date is required',
  dateInvalid: 'Please enter a valid date',
  tagInvalid: 'Tags must be at most 40 characters, and at most 20 per transaction',
  periodInvalid: 'Period must be month, quarter, year or all',
  searchTooLong: 'Search text can be at most 100 characters',
  // chat
  messageRequired: 'Please type a message',
  messageTooLong: 'Messages can be at most 2,000 characters',
  // feedback
  feedbackTitleRequired: 'Please give your feedback a title',
  feedbackDescriptionRequired: 'Please describe your feedback',
  feedbackTooLong: 'Your feedback is too long',
  // support form
  subjectRequired: 'Please enter a subject',
  subjectTooLong: 'The subject can be at most 150 characters',
  supportMessageTooLong: 'Your message can be at most 5,000 characters',
  // budgets
  budgetPeriodInvalid: 'Budget period must be weekly, monthly or yearly',
  budgetCategoryInvalid: 'Please choose one of your expense categories',
  budgetExists: 'There is already an active budget for this category and period',
  // exports (POST /api/export/report)
  exportFormatInvalid: 'Export format must be csv or excel',
  reportTypeInvalid:
    'Report type must be transactions, expenses, income, tax-summary, monthly-summary, quarterly-summary or annual-summary',
  dateRangeIncomplete: 'Choose both a start date and an end date, or neither to use the default range',
  dateRangeOrder: 'The start date must be on or before the end date',
  exportsBusy: 'You already have 2 exports running. Please wait for one to finish and try again.',
  // auth and sessions
  invalidCredentials: 'Invalid phone number or password.',
  currentPasswordWrong: 'Current password is incorrect',
  phoneTaken: 'An account with this phone number already exists',
  emailTaken: 'This email address is already in use',
  betaFull: 'All beta seats are taken. Registration is closed for now.',
  unauthorized: 'Please sign in to continue',
  forbidden: 'You are not allowed to do this',
  csrf: 'This request came from another site and was refused',
  rateLimited: 'Too many attempts. Please wait and try again.',
  // admin area (spec section 2 "Admin", D2)
  adminInvalidCredentials: 'Invalid username or password',
  usernameRequired: 'Username is required',
  pageInvalid: 'Page must be a whole number from 1',
  sortInvalid: 'This column cannot be sorted',
  statusInvalid: 'Status must be all, open or resolved',
  windowInvalid: 'The window must be 7, 30 or 90 days',
  nothingToUpdate: 'Nothing to update',
  feedbackIdInvalid: 'Unknown feedback id',
  isResolvedRequired: 'isResolved must be true or false',
  // email verification, password reset, the user's data (settings issue; decision D3, D6)
  verificationTokenRequired: 'Verification token is required',
  emailNotSet: 'Add an email address first',
  emailAlreadyVerified: 'This email address is already verified',
  emailMismatch: 'This is not the email address on your account',
  mailUnavailable: 'We could not send the email right now. Please try again later.',
  resetTokenInvalid: 'This password reset link is invalid, expired or already used. Please request a new one.',
  passwordWrong: 'Password is incorrect',
  // statement import (issue 17)
  importTooLarge: 'This file is larger than 10 MB. Split it into smaller files and import them one at a time.',
  importTooManyRows: 'This file has more than 50,000 rows. Split it into smaller files and import them one at a time.',
  importUnknownFormat: 'This file is not a statement we can read. Export it from your bank as OFX, QFX, QIF, CAMT.053 or CSV.',
  importEmpty: 'This file has no transactions in it.',
  importBadDate: 'Line {line}: the date could not be read.',
  importBadAmount: 'Line {line}: the amount could not be read.',
  importBadCurrency: 'Line {line}: this currency is not one we support.',
  importMalformed: 'Line {line}: the file is damaged or incomplete there.',
  importMappingInvalid: 'Choose which columns hold the date, the description and the amount.',
  importFileNameRequired: 'The file needs a name.',
  importPreviewExpired: 'This preview has expired. Upload the file again.',
  importNothingSelected: 'Tick at least one row to import.',
  importRowInvalid: 'One of the chosen rows or categories does not belong to this preview.',
  // recurring bills and income (issue 17)
  recurringFrequencyInvalid: 'Frequency must be weekly, every 2 weeks, monthly or yearly',
  recurringDayInvalid: 'The day of the month must be a whole number from 1 to 31',
  // idempotent writes (issue 18): the Idempotency-Key header
  idempotencyKeyInvalid: 'The Idempotency-Key header must be 1 to 128 printable ASCII characters.',
  idempotencyKeyReused: 'This Idempotency-Key was already used for a different request. Send a new key with a new request.',
  idempotencyKeyInProgress: 'A request with this Idempotency-Key is still being processed. Try again in a moment.',
  // generic
  notFound: 'Not found',
  bodyTooLarge: 'The request is too large',
  badRequest: 'The request could not be understood',
  unavailable: 'The service is temporarily unavailable. Please try again.',
  internal: 'Internal Server Error',
} as const;

export type ErrorCode = keyof typeof MESSAGES_EN;

export function isErrorCode(value: string): value is ErrorCode {
  return Object.prototype.hasOwnProperty.call(MESSAGES_EN, value);
}

/** The JSON body of every error answer. */
export interface ErrorBody {
  error: string;
  code: ErrorCode;
  field?: string;
  /** For a file that could not be read: the line (or entry) where it went wrong. */
  line?: number;
}
