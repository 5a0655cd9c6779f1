#include "terminfo_format_memo.h"

#include <pthread.h>
#include <stdarg.h>
#include <stdint.h>
#include <string.h>

/* One remembered answer. */
typedef struct {
    const char *address;
    int count;
    int parameters[TERMSKIN_FORMAT_MEMO_PARAMETERS];
    char format[96];
    char answer[48];
} remembered_format;

/* Up to 1,024 answers (colors, attribute sets and cursor positions of a few frames), kept in the
 * order remembered, so that the pages touched are those of the answers in use; a small index of
 * 2,048 slots finds them (open addressing, a few probes). When either fills, all is forgotten. */
enum { memo_entries = 1024, memo_index_slots = 2048, memo_probes = 8 };

/* The memo's one place: the answers, their index and two counters, behind one lock (ncurses may
 * be used from any thread, one screen at a time). An index slot holds an entry's number + 1. */
static pthread_mutex_t memo_lock = PTHREAD_MUTEX_INITIALIZER;
static remembered_format memo[memo_entries];
static uint16_t memo_index[memo_index_slots];
static unsigned memo_used;
static unsigned long asked_count, answered_count;

static unsigned slot_of(const char *format, int count, const int *parameters) {
    uint64_t key = (uint64_t)(uintptr_t)format * 0x9E3779B97F4A7C15ull ^ (uint64_t)count;
    for (int i = 0; i < count; i++) key = (key ^ (uint32_t)parameters[i]) * 0xBF58476D1CE4E5B9ull;
    return (unsigned)(key >> 53) % memo_index_slots;
}

static int same_parameters(const remembered_format *entry, int count, const int *parameters) {
    if (entry->count != count) return 0;
    for (int i = 0; i < count; i++) {
        if (entry->parameters[i] != parameters[i]) return 0;
    }
    return 1;
}

static int is_pure(const char *format) {
    for (const char *c = format; *c != '\0'; c++) {
        if (c[0] == '%' && c[1] != '\0') {
            if (c[1] == 'P' || c[1] == 'g') return 0;
            c++;
        }
    }
    return 1;
}

static int matches(const remembered_format *entry, const char *format, size_t length, int count, const int *parameters) {
    return entry->address == format && same_parameters(entry, count, parameters) && length < sizeof(entry->format)
        && memcmp(entry->format, format, length + 1) == 0;
}

int termskin_format_memo_recall(const char *format, int count, const int *parameters, char *answer,
                                unsigned long capacity) {
    if (format == 0 || count < 0 || count > TERMSKIN_FORMAT_MEMO_PARAMETERS) return 0;
    size_t length = strlen(format);
    int found = 0;
    pthread_mutex_lock(&memo_lock);
    asked_count++;
    unsigned slot = slot_of(format, count, parameters);
    for (int probe = 0; probe < memo_probes && memo_index[slot] != 0; probe++, slot = (slot + 1) % memo_index_slots) {
        const remembered_format *entry = &memo[memo_index[slot] - 1];
        if (!matches(entry, format, length, count, parameters)) continue;
        size_t answer_length = strlen(entry->answer);
        if (answer_length < capacity) {
            memcpy(answer, entry->answer, answer_length + 1);
            answered_count++;
            found = 1;
        }
        break;
    }
    pthread_mutex_unlock(&memo_lock);
    return found;
}

void termskin_format_memo_remember(const char *format, int count, const int *parameters, const char *answer) {
    if (format == 0 || answer == 0 || count < 0 || count > TERMSKIN_FORMAT_MEMO_PARAMETERS) return;
    size_t length = strlen(format);
    size_t answer_length = strlen(answer);
    if (length >= sizeof(memo[0].format) || answer_length >= sizeof(memo[0].answer) || !is_pure(format)) return;
    pthread_mutex_lock(&memo_lock);
    unsigned slot = slot_of(format, count, parameters);
    int probe = 0;
    while (probe < memo_probes && memo_index[slot] != 0
           && !matches(&memo[memo_index[slot] - 1], format, length, count, parameters)) {
        probe++;
        slot = (slot + 1) % memo_index_slots;
    }
    if (probe == memo_probes || (memo_index[slot] == 0 && memo_used == memo_entries)) {
        /* Full: start again. */
        memset(memo_index, 0, sizeof(memo_index));
        memo_used = 0;
        slot = slot_of(format, count, parameters);
    }
    if (memo_index[slot] == 0) memo_index[slot] = (uint16_t)(++memo_used);
    remembered_format *entry = &memo[memo_index[slot] - 1];
    entry->address = format;
    entry->count = count;
    memcpy(entry->parameters, parameters, sizeof(int) * (size_t)count);
    memcpy(entry->format, format, length + 1);
    memcpy(entry->answer, answer, answer_length + 1);
    pthread_mutex_unlock(&memo_lock);
}

void termskin_format_memo_counts(unsigned long *asked, unsigned long *answered) {
    pthread_mutex_lock(&memo_lock);
    *asked = asked_count;
    *answered = answered_count;
    pthread_mutex_unlock(&memo_lock);
}

/* ---- The wrap: ncurses' calls to _nc_tiparm come here in a release link. ---- */

/* ncurses' own formatter (libtinfo's lib_tparm.c, ncurses 6.2.20211010 and later), reached
 * through the linker's --wrap. Weak, so that a link without the wrap (a debug build, or an
 * ncurses without it) needs no such symbol; nothing then calls the function below. */
extern char *__real__nc_tiparm(int expected, const char *format, ...) __attribute__((weak));
/* Set to 0 by every _nc_tiparm call (read by tic-like checks, not by curses); kept so. */
extern int _nc_tparm_err __attribute__((weak));

char *__wrap__nc_tiparm(int expected, const char *format, ...) {
    /* _nc_tiparm takes numbers only, read as int (tparm_copy_valist). */
    int parameters[TERMSKIN_FORMAT_MEMO_PARAMETERS] = {0};
    int count = expected < 0 ? 0 : (expected > TERMSKIN_FORMAT_MEMO_PARAMETERS ? TERMSKIN_FORMAT_MEMO_PARAMETERS : expected);
    va_list list;
    va_start(list, format);
    for (int i = 0; i < count; i++) parameters[i] = va_arg(list, int);
    va_end(list);
    if (__real__nc_tiparm == 0) return 0;
    /* Like ncurses' own answer (a buffer of its own), valid until this thread's next call. */
    static _Thread_local char answer[sizeof(memo[0].answer)];
    if (count == expected && termskin_format_memo_recall(format, count, parameters, answer, sizeof(answer))) {
        if (&_nc_tparm_err != 0) _nc_tparm_err = 0;
        return answer;
    }
    char *formatted = __real__nc_tiparm(expected, format, parameters[0], parameters[1], parameters[2], parameters[3],
                                        parameters[4], parameters[5], parameters[6], parameters[7], parameters[8]);
    if (count == expected && formatted != 0) termskin_format_memo_remember(format, count, parameters, formatted);
    return formatted;
}
