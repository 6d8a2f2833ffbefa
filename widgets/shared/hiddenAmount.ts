/**
 * What stands for an amount the customer keeps off the screen (SPEC section 3 "User config"
 * user_hide_balance); the words for readers come from the dictionaries (auth:balance_hidden).
 */
export const HIDDEN_AMOUNT = '••••';
