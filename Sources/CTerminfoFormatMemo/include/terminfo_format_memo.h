#ifndef TERMSKIN_TERMINFO_FORMAT_MEMO_H
#define TERMSKIN_TERMINFO_FORMAT_MEMO_H

/* A memo in front of ncurses' `_nc_tiparm`, which formats the parameterized terminfo strings
 * `doupdate` sends: each color change's `setaf` and `setab` (about 1,050 a frame for a skin
 * switch at 120x40, a fifth of a key's instructions), attribute changes (`sgr`, nine numbers)
 * and cursor moves (`cup`, `hpa`, `vpa`).
 * A release link of SkinCurses takes ncurses from its static archives and routes ncurses' own
 * calls here with `--wrap=_nc_tiparm` (Package.swift); a debug build links ncurses as a shared
 * library, which the wrap does not reach, so there the memo is never consulted. */

/* The most numbers a terminfo string takes. */
#define TERMSKIN_FORMAT_MEMO_PARAMETERS 9

/* What ncurses answered for `format` with `count` numbers (at most 9), if remembered: the answer
 * is copied into `answer` (room for `capacity` bytes) and 1 returned; else 0. A remembered format
 * matches by address and by content, so a terminal description freed and another loaded at the
 * same address is not mistaken for it. */
int termskin_format_memo_recall(const char *format, int count, const int *parameters, char *answer,
                                unsigned long capacity);

/* Remembers ncurses' answer for `format` with `count` numbers, unless the format reads or sets
 * terminfo's variables (`%P`, `%g`, which persist between calls) or either string is too long. */
void termskin_format_memo_remember(const char *format, int count, const int *parameters, const char *answer);

/* Calls the memo was asked about and calls it answered, since the process started. */
void termskin_format_memo_counts(unsigned long *asked, unsigned long *answered);

#endif
