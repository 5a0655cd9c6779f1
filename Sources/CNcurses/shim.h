#ifndef TERMSKIN_CNCURSES_SHIM_H
#define TERMSKIN_CNCURSES_SHIM_H

#ifndef NCURSES_WIDECHAR
#define NCURSES_WIDECHAR 1
#endif
#ifndef _XOPEN_SOURCE_EXTENDED
#define _XOPEN_SOURCE_EXTENDED 1
#endif
#include <locale.h>
#include <ncursesw/curses.h>

/* Macros and globals Swift cannot import, wrapped as functions. */
static inline WINDOW *termskin_stdscr(void) { return stdscr; }
static inline int termskin_colors(void) { return COLORS; }
static inline int termskin_color_pairs(void) { return COLOR_PAIRS; }

#endif
