#ifndef TERMSKIN_WIDE_CHARACTER_OUTPUT_H
#define TERMSKIN_WIDE_CHARACTER_OUTPUT_H

#include <stddef.h>
#include <wchar.h>

/* The C library's `wcrtomb`, `wcwidth` and `wctob` with a short way for the common cases, giving
 * the same answers in every locale. ncurses calls `wcrtomb` for every non-ASCII character it writes
 * (box drawing is most of them, about 700 a frame at 120x40; glibc's goes through iconv's machinery,
 * about 500 instructions each), `wctob` before each of them and `wcwidth` for every cell it is
 * given (issue 26). A release link routes every call in the binary here (`--wrap=wcrtomb`,
 * `--wrap=wcwidth`, `--wrap=wctob` in SkinCurses' linker settings, Package.swift); a debug build
 * calls the C library directly. */

/* `wcrtomb`: in a UTF-8 locale (the thread's LC_CTYPE), with somewhere to write and the state at
 * its start, a valid scalar is encoded here; anything else is the C library's answer. */
size_t termskin_quick_wcrtomb(char *bytes, wchar_t character, mbstate_t *state);

/* `wcwidth`: printable ASCII is 1 column in every locale; anything else is the C library's answer. */
int termskin_quick_wcwidth(wchar_t character);

/* `wctob`: ASCII is itself in every locale, and in a UTF-8 locale nothing else is one byte (EOF);
 * anything else is the C library's answer. ncurses asks it of every character it writes. */
int termskin_quick_wctob(wint_t character);

/* The C library's own `wcrtomb`, `wcwidth` and `wctob` (in a wrapped link, through `__real_`):
 * what the short ways are held to. */
size_t termskin_library_wcrtomb(char *bytes, wchar_t character, mbstate_t *state);
int termskin_library_wcwidth(wchar_t character);
int termskin_library_wctob(wint_t character);

#endif
