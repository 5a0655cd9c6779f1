#ifndef TERMSKIN_CURL_H
#define TERMSKIN_CURL_H

#include <stddef.h>

/// One HTTP(S) download through libcurl, which is loaded with dlopen on the first call, so that a
/// program that never downloads never maps libcurl and its TLS libraries.

/// What became of a download.
typedef enum {
    termskin_download_ok = 0,
    /// The server answered with a status of 400 or more (`http_status`).
    termskin_download_http_error = 1,
    /// The body (or its announced length) was larger than the limit.
    termskin_download_too_large = 2,
    termskin_download_timed_out = 3,
    /// Cancelled through the cancel flag.
    termskin_download_cancelled = 4,
    /// Any other failure: `message` says which.
    termskin_download_failed = 5,
    /// libcurl could not be loaded: `message` says why.
    termskin_download_unavailable = 6,
} termskin_download_outcome;

typedef struct {
    /// The body (malloc'ed; free with `termskin_download_free`), NULL unless the outcome is ok.
    unsigned char *bytes;
    size_t count;
    long http_status;
    termskin_download_outcome outcome;
    char message[256];
} termskin_download;

/// Downloads `url` (http or https only; up to 5 redirects followed, each only to the same scheme,
/// host and port — another one fails with a message), in at most `timeout_ms` in all and
/// `max_bytes` of body. Blocks the calling thread; safe to call from several threads at once.
/// A non-zero `*cancel` (read while the transfer runs) ends it early.
void termskin_curl_download(const char *url, long timeout_ms, size_t max_bytes,
                            const volatile int *cancel, termskin_download *result);

/// Frees the body of a download.
void termskin_download_free(termskin_download *result);

#endif
