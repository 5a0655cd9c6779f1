// libcurl through dlopen: the prototypes and option numbers below are libcurl's stable ABI
// (curl/curl.h), declared here so that no -dev package is needed and nothing links libcurl.
#include "termskin_curl.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <time.h>

/// Redirects followed at most, each within the first URL's scheme and host.
#define TERMSKIN_MAX_REDIRECTS 5

typedef void CURL;
typedef long long curl_off_t;
typedef int (*curl_global_init_f)(long flags);
typedef CURL *(*curl_easy_init_f)(void);
typedef int (*curl_easy_setopt_f)(CURL *, int option, ...);
typedef int (*curl_easy_perform_f)(CURL *);
typedef int (*curl_easy_getinfo_f)(CURL *, int info, ...);
typedef void (*curl_easy_cleanup_f)(CURL *);
typedef const char *(*curl_easy_strerror_f)(int code);

enum {
    CURL_GLOBAL_DEFAULT = 3,
    CURLOPT_WRITEDATA = 10001,
    CURLOPT_URL = 10002,
    CURLOPT_ERRORBUFFER = 10010,
    CURLOPT_WRITEFUNCTION = 20011,
    CURLOPT_USERAGENT = 10018,
    CURLOPT_NOPROGRESS = 43,
    CURLOPT_FAILONERROR = 45,
    CURLOPT_FOLLOWLOCATION = 52,
    CURLOPT_XFERINFODATA = 10057,
    CURLOPT_NOSIGNAL = 99,
    CURLOPT_TIMEOUT_MS = 155,
    CURLOPT_CONNECTTIMEOUT_MS = 156,
    CURLOPT_PROTOCOLS = 181,
    CURLOPT_REDIR_PROTOCOLS = 182,
    CURLOPT_XFERINFOFUNCTION = 20219,
    CURLOPT_MAXFILESIZE_LARGE = 30117,
    CURLINFO_RESPONSE_CODE = 0x200002,
    CURLINFO_REDIRECT_URL = 0x100000 + 31,
    CURLPROTO_HTTP = 1,
    CURLPROTO_HTTPS = 2,
    CURLE_OK = 0,
    CURLE_HTTP_RETURNED_ERROR = 22,
    CURLE_WRITE_ERROR = 23,
    CURLE_OPERATION_TIMEDOUT = 28,
    CURLE_ABORTED_BY_CALLBACK = 42,
    CURLE_FILESIZE_EXCEEDED = 63,
    CURL_ERROR_SIZE = 256,
};

static struct {
    curl_easy_init_f init;
    curl_easy_setopt_f setopt;
    curl_easy_perform_f perform;
    curl_easy_getinfo_f getinfo;
    curl_easy_cleanup_f cleanup;
    curl_easy_strerror_f strerror;
    char failure[200];
} curl;

static pthread_once_t curl_once = PTHREAD_ONCE_INIT;

static void load_curl(void) {
    void *library = dlopen("libcurl.so.4", RTLD_NOW | RTLD_LOCAL);
    if (!library) {
        const char *reason = dlerror();
        snprintf(curl.failure, sizeof curl.failure, "image downloads need libcurl (libcurl.so.4): %s", reason ? reason : "not found");
        return;
    }
    curl_global_init_f global_init = (curl_global_init_f)dlsym(library, "curl_global_init");
    curl.setopt = (curl_easy_setopt_f)dlsym(library, "curl_easy_setopt");
    curl.perform = (curl_easy_perform_f)dlsym(library, "curl_easy_perform");
    curl.getinfo = (curl_easy_getinfo_f)dlsym(library, "curl_easy_getinfo");
    curl.cleanup = (curl_easy_cleanup_f)dlsym(library, "curl_easy_cleanup");
    curl.strerror = (curl_easy_strerror_f)dlsym(library, "curl_easy_strerror");
    curl_easy_init_f init = (curl_easy_init_f)dlsym(library, "curl_easy_init");
    if (!global_init || !init || !curl.setopt || !curl.perform || !curl.getinfo || !curl.cleanup || !curl.strerror) {
        snprintf(curl.failure, sizeof curl.failure, "libcurl.so.4 lacks the curl_easy functions");
        return;
    }
    // Not thread-safe in older libcurl: run once, here, before any handle exists.
    if (global_init(CURL_GLOBAL_DEFAULT) != CURLE_OK) {
        snprintf(curl.failure, sizeof curl.failure, "libcurl could not be initialised");
        return;
    }
    curl.init = init;
}

typedef struct {
    termskin_download *result;
    size_t capacity;
    size_t max_bytes;
    int over_limit;
    const volatile int *cancel;
} transfer;

static size_t receive(char *data, size_t size, size_t count, void *context) {
    transfer *state = context;
    size_t length = size * count;
    termskin_download *result = state->result;
    if ((state->cancel && *state->cancel) || result->count + length > state->max_bytes) {
        state->over_limit = !(state->cancel && *state->cancel);
        return 0; // makes curl fail with CURLE_WRITE_ERROR
    }
    if (result->count + length > state->capacity) {
        size_t capacity = state->capacity ? state->capacity : 16384;
        while (capacity < result->count + length) capacity *= 2;
        if (capacity > state->max_bytes) capacity = state->max_bytes;
        unsigned char *grown = realloc(result->bytes, capacity);
        if (!grown) return 0;
        result->bytes = grown;
        state->capacity = capacity;
    }
    memcpy(result->bytes + result->count, data, length);
    result->count += length;
    return length;
}

static int progress(void *context, curl_off_t download_total, curl_off_t downloaded, curl_off_t upload_total, curl_off_t uploaded) {
    (void)download_total; (void)downloaded; (void)upload_total; (void)uploaded;
    transfer *state = context;
    return state->cancel && *state->cancel ? 1 : 0;
}

/// The origin of an http(s) URL: its scheme and its host with the port (the scheme's default
/// when none is written), lower-cased, without user info; 0 when `url` has no `scheme://`.
static int url_origin(const char *url, char *origin, size_t size) {
    const char *separator = strstr(url, "://");
    if (!separator || separator == url) return 0;
    size_t scheme_length = (size_t)(separator - url);
    const char *authority = separator + 3;
    size_t authority_length = strcspn(authority, "/?#");
    const char *at = NULL;
    for (const char *c = authority; c < authority + authority_length; c++) if (*c == '@') at = c;
    const char *host = at ? at + 1 : authority;
    size_t host_length = (size_t)(authority + authority_length - host);
    const char *bracket = memchr(host, ']', host_length);
    const char *port_start = bracket ? bracket + 1 : host;
    int has_port = memchr(port_start, ':', (size_t)(host + host_length - port_start)) != NULL;
    const char *default_port = "";
    if (!has_port) {
        if (scheme_length == 4 && strncasecmp(url, "http", 4) == 0) default_port = ":80";
        else if (scheme_length == 5 && strncasecmp(url, "https", 5) == 0) default_port = ":443";
    }
    int written = snprintf(origin, size, "%.*s://%.*s%s", (int)scheme_length, url, (int)host_length, host, default_port);
    if (written < 0 || (size_t)written >= size) return 0;
    for (char *c = origin; *c; c++) if (*c >= 'A' && *c <= 'Z') *c = (char)(*c - 'A' + 'a');
    return 1;
}

static long milliseconds_since(const struct timespec *start) {
    struct timespec now;
    clock_gettime(CLOCK_MONOTONIC, &now);
    return (long)(now.tv_sec - start->tv_sec) * 1000 + (now.tv_nsec - start->tv_nsec) / 1000000;
}

void termskin_curl_download(const char *url, long timeout_ms, size_t max_bytes,
                            const volatile int *cancel, termskin_download *result) {
    memset(result, 0, sizeof *result);
    pthread_once(&curl_once, load_curl);
    if (!curl.init) {
        result->outcome = termskin_download_unavailable;
        snprintf(result->message, sizeof result->message, "%s", curl.failure);
        return;
    }
    CURL *handle = curl.init();
    if (!handle) {
        result->outcome = termskin_download_failed;
        snprintf(result->message, sizeof result->message, "libcurl could not make a request");
        return;
    }
    transfer state = { result, 0, max_bytes, 0, cancel };
    char error[CURL_ERROR_SIZE] = { 0 };
    curl.setopt(handle, CURLOPT_URL, url);
    curl.setopt(handle, CURLOPT_PROTOCOLS, (long)(CURLPROTO_HTTP | CURLPROTO_HTTPS));
    curl.setopt(handle, CURLOPT_REDIR_PROTOCOLS, (long)(CURLPROTO_HTTP | CURLPROTO_HTTPS));
    // Redirects are followed here, one at a time, and only within the first URL's scheme and host:
    // a skin's image must not make termskin fetch from another host (a non-public address, say).
    curl.setopt(handle, CURLOPT_FOLLOWLOCATION, 0L);
    curl.setopt(handle, CURLOPT_FAILONERROR, 1L);
    curl.setopt(handle, CURLOPT_NOSIGNAL, 1L);
    curl.setopt(handle, CURLOPT_CONNECTTIMEOUT_MS, timeout_ms);
    curl.setopt(handle, CURLOPT_MAXFILESIZE_LARGE, (curl_off_t)max_bytes);
    curl.setopt(handle, CURLOPT_USERAGENT, "termskin");
    curl.setopt(handle, CURLOPT_ERRORBUFFER, error);
    curl.setopt(handle, CURLOPT_WRITEFUNCTION, receive);
    curl.setopt(handle, CURLOPT_WRITEDATA, &state);
    curl.setopt(handle, CURLOPT_XFERINFOFUNCTION, progress);
    curl.setopt(handle, CURLOPT_XFERINFODATA, &state);
    curl.setopt(handle, CURLOPT_NOPROGRESS, 0L);
    char origin[512], target_origin[512];
    int has_origin = url_origin(url, origin, sizeof origin);
    struct timespec start;
    clock_gettime(CLOCK_MONOTONIC, &start);
    int code = CURLE_OK;
    for (int redirects = 0;; redirects++) {
        long remaining = timeout_ms - milliseconds_since(&start);
        if (remaining <= 0) { code = CURLE_OPERATION_TIMEDOUT; break; }
        curl.setopt(handle, CURLOPT_TIMEOUT_MS, remaining);
        result->count = 0;
        code = curl.perform(handle);
        curl.getinfo(handle, CURLINFO_RESPONSE_CODE, &result->http_status);
        char *location = NULL;
        if (code != CURLE_OK || result->http_status < 300 || result->http_status > 399
            || curl.getinfo(handle, CURLINFO_REDIRECT_URL, &location) != CURLE_OK || !location) break;
        if (redirects == TERMSKIN_MAX_REDIRECTS) {
            result->outcome = termskin_download_failed;
            snprintf(result->message, sizeof result->message, "more than %d redirects", TERMSKIN_MAX_REDIRECTS);
            break;
        }
        int readable = url_origin(location, target_origin, sizeof target_origin);
        if (!has_origin || !readable || strcmp(origin, target_origin) != 0) {
            result->outcome = termskin_download_failed;
            snprintf(result->message, sizeof result->message,
                     "redirected to another host or scheme (%.160s); only redirects within %.60s are followed",
                     readable ? target_origin : "an unreadable URL", has_origin ? origin : "the image's URL");
            break;
        }
        curl.setopt(handle, CURLOPT_URL, location); // copied by libcurl before the next perform
    }
    curl.cleanup(handle);
    if (result->outcome == termskin_download_failed) {
        free(result->bytes);
        result->bytes = NULL;
        result->count = 0;
        return;
    }
    if (code == CURLE_OK) {
        result->outcome = termskin_download_ok;
        return;
    }
    free(result->bytes);
    result->bytes = NULL;
    result->count = 0;
    if (code == CURLE_HTTP_RETURNED_ERROR) {
        result->outcome = termskin_download_http_error;
    } else if (code == CURLE_FILESIZE_EXCEEDED || (code == CURLE_WRITE_ERROR && state.over_limit)) {
        result->outcome = termskin_download_too_large;
    } else if (code == CURLE_OPERATION_TIMEDOUT) {
        result->outcome = termskin_download_timed_out;
    } else if (code == CURLE_ABORTED_BY_CALLBACK || (cancel && *cancel)) {
        result->outcome = termskin_download_cancelled;
    } else {
        result->outcome = termskin_download_failed;
        snprintf(result->message, sizeof result->message, "%s", error[0] ? error : curl.strerror(code));
    }
}

void termskin_download_free(termskin_download *result) {
    free(result->bytes);
    result->bytes = NULL;
    result->count = 0;
}
