#define _XOPEN_SOURCE 700 /* wcwidth */
#include "CWideCharacterOutput.h"

#include <langinfo.h>
#include <stdio.h>
#include <string.h>

/* The C library's own functions, reached through the linker's --wrap in a release link. Weak, so
 * that a link without the wrap (a debug build) needs no such symbols: the direct calls below are
 * then the C library's, and in a wrapped link they are never taken (they would come back here). */
extern size_t __real_wcrtomb(char *bytes, wchar_t character, mbstate_t *state) __attribute__((weak));
extern int __real_wcwidth(wchar_t character) __attribute__((weak));
extern int __real_wctob(wint_t character) __attribute__((weak));

size_t termskin_library_wcrtomb(char *bytes, wchar_t character, mbstate_t *state) {
    return __real_wcrtomb != 0 ? __real_wcrtomb(bytes, character, state) : wcrtomb(bytes, character, state);
}

int termskin_library_wcwidth(wchar_t character) {
    return __real_wcwidth != 0 ? __real_wcwidth(character) : wcwidth(character);
}

int termskin_library_wctob(wint_t character) {
    return __real_wctob != 0 ? __real_wctob(character) : wctob(character);
}

/* Whether the thread's LC_CTYPE encodes characters as UTF-8 (glibc names it "UTF-8"). */
static int locale_is_utf8(void) {
    const char *codeset = nl_langinfo(CODESET);
    return codeset != 0 && codeset[0] == 'U' && strcmp(codeset, "UTF-8") == 0;
}

size_t termskin_quick_wcrtomb(char *bytes, wchar_t character, mbstate_t *state) {
    unsigned int scalar = (unsigned int)character;
    int valid = scalar <= 0x10FFFF && (scalar < 0xD800 || scalar > 0xDFFF);
    if (bytes == 0 || !valid || (state != 0 && !mbsinit(state)) || !locale_is_utf8()) {
        return termskin_library_wcrtomb(bytes, character, state);
    }
    if (scalar < 0x80) {
        bytes[0] = (char)scalar;
        return 1;
    }
    if (scalar < 0x800) {
        bytes[0] = (char)(0xC0 | scalar >> 6);
        bytes[1] = (char)(0x80 | (scalar & 0x3F));
        return 2;
    }
    if (scalar < 0x10000) {
        bytes[0] = (char)(0xE0 | scalar >> 12);
        bytes[1] = (char)(0x80 | (scalar >> 6 & 0x3F));
        bytes[2] = (char)(0x80 | (scalar & 0x3F));
        return 3;
    }
    bytes[0] = (char)(0xF0 | scalar >> 18);
    bytes[1] = (char)(0x80 | (scalar >> 12 & 0x3F));
    bytes[2] = (char)(0x80 | (scalar >> 6 & 0x3F));
    bytes[3] = (char)(0x80 | (scalar & 0x3F));
    return 4;
}

int termskin_quick_wcwidth(wchar_t character) {
    if (character >= 0x20 && character < 0x7F) return 1;
    return termskin_library_wcwidth(character);
}

int termskin_quick_wctob(wint_t character) {
    if (character <= 0x7F) return (int)character;
    if (locale_is_utf8()) return EOF; /* every other character takes two bytes or more, or none */
    return termskin_library_wctob(character);
}

/* ---- The wraps: every call to wcrtomb, wcwidth and wctob in a release link comes here. ---- */

size_t __wrap_wcrtomb(char *bytes, wchar_t character, mbstate_t *state) { return termskin_quick_wcrtomb(bytes, character, state); }

int __wrap_wcwidth(wchar_t character) { return termskin_quick_wcwidth(character); }

int __wrap_wctob(wint_t character) { return termskin_quick_wctob(character); }
