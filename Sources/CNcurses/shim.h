#ifndef TERMSKIN_CNCURSES_SHIM_H
#define TERMSKIN_CNCURSES_SHIM_H

#ifndef NCURSES_WIDECHAR
#define NCURSES_WIDECHAR 1
#endif
#ifndef _XOPEN_SOURCE_EXTENDED
#define _XOPEN_SOURCE_EXTENDED 1
#endif
#include <locale.h>
#include <langinfo.h>
#include <signal.h>
#include <string.h>
#include <unistd.h>
#include <wchar.h>
#include <ncursesw/curses.h>
#include <ncursesw/term.h>

/* term.h defines macros named after capabilities (lines, columns, ...) that clash with Swift names. */
#undef lines
#undef columns

/* ---- Macros and globals Swift cannot import, wrapped as functions. ---- */

static inline WINDOW *termskin_stdscr(void) { return stdscr; }
static inline WINDOW *termskin_curscr(void) { return curscr; }
static inline TERMINAL *termskin_cur_term(void) { return cur_term; }
static inline FILE *termskin_stdout(void) { return stdout; }
static inline FILE *termskin_stdin(void) { return stdin; }
static inline int termskin_colors(void) { return COLORS; }
static inline int termskin_color_pairs(void) { return COLOR_PAIRS; }
static inline int termskin_err(void) { return ERR; }
static inline int termskin_ok(void) { return OK; }
static inline int termskin_getmaxy(WINDOW *win) { int y, x; getmaxyx(win, y, x); (void)x; return y; }
static inline int termskin_getmaxx(WINDOW *win) { int y, x; getmaxyx(win, y, x); (void)y; return x; }
static inline attr_t termskin_color_pair(int pair) { return (attr_t)COLOR_PAIR(pair); }
static inline int termskin_cchar_max(void) { return CCHARW_MAX; }
static inline int termskin_codeset_item(void) { return CODESET; }

/* wcwidth is declared only for _XOPEN_SOURCE, which the Glibc module is not built with. */
extern int wcwidth(wchar_t c);
static inline int termskin_wcwidth(wchar_t c) { return wcwidth(c); }

/* A file in memory that ncurses' output is pointed at for one doupdate (CursesScreen's frame capture). */
extern int memfd_create(const char *name, unsigned int flags);
static inline int termskin_memory_file(void) { return memfd_create("termskin-frame", 1u /* MFD_CLOEXEC */); }

/* ncurses' own check for a SIGWINCH not yet handled (libtinfo exports it; curses.priv.h declares it).
 * A frame is captured only when none is pending: doupdate would read the size from its output. */
extern NCURSES_BOOL _nc_handle_sigwinch(SCREEN *);
static inline int termskin_resize_pending(SCREEN *screen) { return _nc_handle_sigwinch(screen) ? 1 : 0; }

/* Attributes (A_* are macros built from NCURSES_BITS). */
static inline attr_t termskin_a_normal(void) { return A_NORMAL; }
static inline attr_t termskin_a_bold(void) { return A_BOLD; }
static inline attr_t termskin_a_dim(void) { return A_DIM; }
static inline attr_t termskin_a_italic(void) { return A_ITALIC; }
static inline attr_t termskin_a_underline(void) { return A_UNDERLINE; }
static inline attr_t termskin_a_reverse(void) { return A_REVERSE; }
static inline attr_t termskin_a_color(void) { return A_COLOR; }

/* Key codes returned by get_wch together with KEY_CODE_YES. */
static inline int termskin_key_code_yes(void) { return KEY_CODE_YES; }
static inline int termskin_key_up(void) { return KEY_UP; }
static inline int termskin_key_down(void) { return KEY_DOWN; }
static inline int termskin_key_left(void) { return KEY_LEFT; }
static inline int termskin_key_right(void) { return KEY_RIGHT; }
static inline int termskin_key_home(void) { return KEY_HOME; }
static inline int termskin_key_end(void) { return KEY_END; }
static inline int termskin_key_ppage(void) { return KEY_PPAGE; }
static inline int termskin_key_npage(void) { return KEY_NPAGE; }
static inline int termskin_key_enter(void) { return KEY_ENTER; }
static inline int termskin_key_backspace(void) { return KEY_BACKSPACE; }
static inline int termskin_key_dc(void) { return KEY_DC; }
static inline int termskin_key_btab(void) { return KEY_BTAB; }
static inline int termskin_key_resize(void) { return KEY_RESIZE; }
static inline int termskin_key_f(int n) { return KEY_F(n); }
static inline int termskin_key_mouse(void) { return KEY_MOUSE; }

/* Mouse: report left-button presses and clicks (the inspector's pointer, the tab bar). */
static inline void termskin_enable_mouse(void) {
    mousemask(BUTTON1_PRESSED | BUTTON1_CLICKED, NULL);
    mouseinterval(0);
}

/* The cell of a left-button press or click waiting after KEY_MOUSE; 1 when there is one. */
static inline int termskin_mouse_click(int *x, int *y) {
    MEVENT event;
    if (getmouse(&event) != OK) return 0;
    if (!(event.bstate & (BUTTON1_PRESSED | BUTTON1_CLICKED))) return 0;
    *x = event.x;
    *y = event.y;
    return 1;
}

/* A terminfo string capability, or NULL when absent. */
static inline const char *termskin_string_capability(const char *name) {
    char *value = tigetstr(name);
    return (value == NULL || value == (char *)-1) ? NULL : value;
}

/* Terminfo string capabilities are absent when tigetstr returns NULL or (char *)-1. */
static inline int termskin_has_string_capability(const char *name) {
    char *value = tigetstr(name);
    return value != NULL && value != (char *)-1;
}

/* ---- Signal flags: the one owned place of global mutable state. ----
 *
 * The variables are weak definitions rather than `static`: Swift compiles this header into every
 * object file that uses it, and a `static` variable would get one copy per Swift file (measured),
 * so a flag set through one file's copy would never be seen through another's. A weak definition
 * is merged by the linker into a single variable. Each needs an explicit initializer: Swift's
 * importer emits no definition for a tentative one (measured: the symbol stayed undefined, address 0).
 *
 * A handler for SIGINT, SIGTERM and SIGHUP stores the signal number; one for SIGCONT (resume after
 * ctrl-Z) sets a separate flag, and so does one for SIGTSTP (ctrl-Z) where a screen catches it.
 * All are async-signal-safe: they only store a sig_atomic_t.
 */
__attribute__((weak)) volatile sig_atomic_t termskin_pending_termination = 0;
__attribute__((weak)) volatile sig_atomic_t termskin_pending_resume = 0;
__attribute__((weak)) volatile sig_atomic_t termskin_pending_suspend = 0;
__attribute__((weak)) volatile sig_atomic_t termskin_handlers_installed = 0;
__attribute__((weak)) volatile sig_atomic_t termskin_catches_suspend = 0;
__attribute__((weak)) struct sigaction termskin_previous_actions[4] = { { { 0 } } };
__attribute__((weak)) struct sigaction termskin_previous_suspend_action = { { 0 } };

static const int termskin_watched_signals[4] = { SIGINT, SIGTERM, SIGHUP, SIGCONT };

static inline void termskin_on_termination_signal(int sig) { termskin_pending_termination = sig; }
static inline void termskin_on_resume_signal(int sig) { (void)sig; termskin_pending_resume = 1; }
static inline void termskin_on_suspend_signal(int sig) { (void)sig; termskin_pending_suspend = 1; }

/* Installs the handlers (saving the previous ones) and clears both flags; idempotent. */
static inline void termskin_signals_install(void) {
    termskin_pending_termination = 0;
    termskin_pending_resume = 0;
    if (termskin_handlers_installed) return;
    for (int i = 0; i < 4; i++) {
        struct sigaction action;
        memset(&action, 0, sizeof action);
        sigemptyset(&action.sa_mask);
        action.sa_handler = termskin_watched_signals[i] == SIGCONT
            ? termskin_on_resume_signal : termskin_on_termination_signal;
        sigaction(termskin_watched_signals[i], &action, &termskin_previous_actions[i]);
    }
    /* A parent may start us with these signals blocked (the mask is inherited across exec): unblock
     * them, and SIGWINCH that ncurses relies on for resizes, or neither would ever arrive. */
    sigset_t wanted;
    sigemptyset(&wanted);
    for (int i = 0; i < 4; i++) sigaddset(&wanted, termskin_watched_signals[i]);
    sigaddset(&wanted, SIGWINCH);
    sigaddset(&wanted, SIGTSTP);
    sigprocmask(SIG_UNBLOCK, &wanted, NULL);
    termskin_handlers_installed = 1;
}

/* Catches SIGTSTP (ctrl-Z) as a flag too, so that a screen gives the terminal back before it stops;
 * not where it is ignored (a shell without job control starts us so). Installed before ncurses
 * starts, it keeps ncurses from installing its own SIGTSTP handler. Idempotent. */
static inline void termskin_signals_catch_suspend(void) {
    termskin_pending_suspend = 0;
    if (termskin_catches_suspend) return;
    struct sigaction current;
    if (sigaction(SIGTSTP, NULL, &current) != 0 || current.sa_handler == SIG_IGN) return;
    struct sigaction action;
    memset(&action, 0, sizeof action);
    sigemptyset(&action.sa_mask);
    action.sa_handler = termskin_on_suspend_signal;
    sigaction(SIGTSTP, &action, &termskin_previous_suspend_action);
    termskin_catches_suspend = 1;
}

/* 1 when ctrl-Z was pressed (SIGTSTP caught) since the last call, cleared by the read. */
static inline int termskin_signals_take_suspend(void) {
    int suspended = termskin_pending_suspend;
    if (suspended != 0) termskin_pending_suspend = 0;
    return suspended;
}

/* Stops the process as ctrl-Z does (SIGTSTP's default action, unblocked for the moment) and
 * returns once it is continued, catching SIGTSTP again. Returns at once where the kernel discards
 * the stop (an orphaned process group, as under a pty driver in another session). */
static inline void termskin_signals_stop_until_continued(void) {
    struct sigaction stop, caught;
    memset(&stop, 0, sizeof stop);
    sigemptyset(&stop.sa_mask);
    stop.sa_handler = SIG_DFL;
    sigaction(SIGTSTP, &stop, &caught);
    sigset_t mask, previous;
    sigemptyset(&mask);
    sigaddset(&mask, SIGTSTP);
    sigprocmask(SIG_UNBLOCK, &mask, &previous);
    kill(getpid(), SIGTSTP);
    sigprocmask(SIG_SETMASK, &previous, NULL);
    sigaction(SIGTSTP, &caught, NULL);
}

/* Puts back the handlers that were there before termskin_signals_install (and SIGTSTP's before
 * termskin_signals_catch_suspend); idempotent. */
static inline void termskin_signals_restore(void) {
    if (termskin_catches_suspend) {
        sigaction(SIGTSTP, &termskin_previous_suspend_action, NULL);
        termskin_catches_suspend = 0;
    }
    if (!termskin_handlers_installed) return;
    for (int i = 0; i < 4; i++) sigaction(termskin_watched_signals[i], &termskin_previous_actions[i], NULL);
    termskin_handlers_installed = 0;
}

/* The pending termination signal number (0 when none), cleared by the read. */
static inline int termskin_signals_take_termination(void) {
    int sig = termskin_pending_termination;
    if (sig != 0) termskin_pending_termination = 0; /* clearing only what was read loses no signal */
    return sig;
}

/* 1 when the process was resumed (SIGCONT) since the last call, cleared by the read. */
static inline int termskin_signals_take_resume(void) {
    int resumed = termskin_pending_resume;
    if (resumed != 0) termskin_pending_resume = 0;
    return resumed;
}

#endif
