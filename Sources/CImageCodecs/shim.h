#ifndef TERMSKIN_CIMAGECODECS_SHIM_H
#define TERMSKIN_CIMAGECODECS_SHIM_H

/* libpng's simplified API (no setjmp needed by the caller) and libjpeg(-turbo) behind one small
   C function, because libjpeg reports errors by longjmp, which Swift cannot catch. */
#include <png.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <setjmp.h>
#include <jpeglib.h>
#include <jerror.h>
#include <zlib.h>

/* libpng and libjpeg are loaded on first use (CImageCodecsLoader defines these and the libraries'
   functions this header calls). libjpeg reports nothing but through its error handler, so its
   users below check that it loaded first. */
int termskin_jpeg_loaded(void);
const char *termskin_jpeg_failure(void);

/* Compound macros Swift does not import. */
static const unsigned int termskin_png_format_rgba = PNG_FORMAT_RGBA;
static const unsigned int termskin_png_format_rgb = PNG_FORMAT_RGB;
static const unsigned int termskin_png_image_version = PNG_IMAGE_VERSION;

struct termskin_jpeg_error {
    struct jpeg_error_mgr manager;
    jmp_buf jump;
    char message[JMSG_LENGTH_MAX];
};

static void termskin_jpeg_error_exit(j_common_ptr info) {
    struct termskin_jpeg_error *error = (struct termskin_jpeg_error *)info->err;
    (*info->err->format_message)(info, error->message);
    longjmp(error->jump, 1);
}

static void termskin_jpeg_silence(j_common_ptr info) { (void)info; }

/* Warnings are ignored except those saying image data ends early (the file, or a scan's data
   at the next marker). libjpeg would go on and make up every missing row: seconds of work for a
   few hundred hostile bytes claiming 2048x2048 pixels. So a truncated JPEG is an error, as a
   truncated PNG is; libjpeg's own sentence for the warning is the message. */
static void termskin_jpeg_emit(j_common_ptr info, int level) {
    if (level < 0 && (info->err->msg_code == JWRN_JPEG_EOF || info->err->msg_code == JWRN_HIT_MARKER)) {
        info->err->error_exit(info);
    }
}

/* Progressive JPEGs redo work per scan over the whole image; a hostile file may hold thousands
   of tiny scans. Real encoders write about ten. */
#define TERMSKIN_JPEG_MAX_SCANS 100

static void termskin_jpeg_progress(j_common_ptr info) {
    if (info->is_decompressor && ((j_decompress_ptr)info)->input_scan_number > TERMSKIN_JPEG_MAX_SCANS) {
        struct termskin_jpeg_error *error = (struct termskin_jpeg_error *)info->err;
        snprintf(error->message, sizeof error->message, "more than %d progressive scans", TERMSKIN_JPEG_MAX_SCANS);
        longjmp(error->jump, 1);
    }
}

/* Decodes a JPEG into RGBA (alpha 255). Returns 0 and a malloc'd buffer the caller frees, or -1
   with a message. Refuses images wider or taller than max_side, or of more than max_pixels
   pixels, before allocating pixels: -2 with a message (a valid image, over the limits). */
static inline int termskin_jpeg_decode(const unsigned char *bytes, unsigned long length, unsigned int max_side,
                                       unsigned long max_pixels, unsigned char **out_pixels, unsigned int *out_width,
                                       unsigned int *out_height, char *message, size_t message_length) {
    struct jpeg_decompress_struct info;
    struct termskin_jpeg_error error;
    struct jpeg_progress_mgr progress;
    unsigned char *volatile pixels = NULL;
    unsigned char *volatile row = NULL;
    *out_pixels = NULL;
    if (!termskin_jpeg_loaded()) {
        snprintf(message, message_length, "%s", termskin_jpeg_failure());
        return -1;
    }
    memset(&info, 0, sizeof info);
    memset(&error, 0, sizeof error);
    info.err = jpeg_std_error(&error.manager);
    error.manager.error_exit = termskin_jpeg_error_exit;
    error.manager.output_message = termskin_jpeg_silence;
    error.manager.emit_message = termskin_jpeg_emit;
    memset(&progress, 0, sizeof progress);
    progress.progress_monitor = termskin_jpeg_progress;
    *out_pixels = NULL;
    if (setjmp(error.jump)) {
        snprintf(message, message_length, "%s", error.message);
        jpeg_destroy_decompress(&info);
        free(pixels);
        free(row);
        return -1;
    }
    jpeg_create_decompress(&info);
    info.progress = &progress;
    jpeg_mem_src(&info, bytes, length);
    jpeg_read_header(&info, TRUE);
    if (info.image_width == 0 || info.image_height == 0) {
        snprintf(message, message_length, "%ux%u pixels is outside 1…%u on a side", info.image_width, info.image_height, max_side);
        jpeg_destroy_decompress(&info);
        return -1;
    }
    if (info.image_width > max_side || info.image_height > max_side) {
        snprintf(message, message_length, "%ux%u pixels is outside 1…%u on a side", info.image_width, info.image_height, max_side);
        jpeg_destroy_decompress(&info);
        return -2;
    }
    if ((unsigned long)info.image_width * info.image_height > max_pixels) {
        snprintf(message, message_length, "%ux%u pixels is more than %lu pixels", info.image_width, info.image_height, max_pixels);
        jpeg_destroy_decompress(&info);
        return -2;
    }
    info.out_color_space = JCS_RGB;
    jpeg_start_decompress(&info);
    unsigned int width = info.output_width, height = info.output_height;
    pixels = (unsigned char *)malloc((size_t)width * height * 4);
    row = (unsigned char *)malloc((size_t)width * 3);
    if (pixels == NULL || row == NULL) {
        snprintf(message, message_length, "out of memory for %ux%u pixels", width, height);
        jpeg_destroy_decompress(&info);
        free(pixels);
        free(row);
        return -1;
    }
    while (info.output_scanline < height) {
        unsigned int y = info.output_scanline;
        JSAMPROW rows[1] = { row };
        jpeg_read_scanlines(&info, rows, 1);
        unsigned char *target = pixels + (size_t)y * width * 4;
        for (unsigned int x = 0; x < width; x++) {
            target[x * 4] = row[x * 3];
            target[x * 4 + 1] = row[x * 3 + 1];
            target[x * 4 + 2] = row[x * 3 + 2];
            target[x * 4 + 3] = 255;
        }
    }
    jpeg_finish_decompress(&info);
    jpeg_destroy_decompress(&info);
    free(row);
    *out_pixels = pixels;
    *out_width = width;
    *out_height = height;
    return 0;
}

/* Encodes RGB pixels (3 bytes each) as a baseline JPEG in memory (tests, and making skin images).
   Returns 0 with a malloc'd buffer the caller frees, or -1 with a message. */
static inline int termskin_jpeg_encode_rgb(const unsigned char *pixels, unsigned int width, unsigned int height,
                                           int quality, unsigned char **out_bytes, unsigned long *out_length,
                                           char *message, size_t message_length) {
    struct jpeg_compress_struct info;
    struct termskin_jpeg_error error;
    *out_bytes = NULL;
    *out_length = 0;
    if (!termskin_jpeg_loaded()) {
        snprintf(message, message_length, "%s", termskin_jpeg_failure());
        return -1;
    }
    memset(&info, 0, sizeof info);
    memset(&error, 0, sizeof error);
    info.err = jpeg_std_error(&error.manager);
    error.manager.error_exit = termskin_jpeg_error_exit;
    error.manager.output_message = termskin_jpeg_silence;
    *out_bytes = NULL;
    *out_length = 0;
    if (setjmp(error.jump)) {
        snprintf(message, message_length, "%s", error.message);
        jpeg_destroy_compress(&info);
        return -1;
    }
    jpeg_create_compress(&info);
    jpeg_mem_dest(&info, out_bytes, out_length);
    info.image_width = width;
    info.image_height = height;
    info.input_components = 3;
    info.in_color_space = JCS_RGB;
    jpeg_set_defaults(&info);
    jpeg_set_quality(&info, quality, TRUE);
    jpeg_start_compress(&info, TRUE);
    while (info.next_scanline < height) {
        JSAMPROW row = (JSAMPROW)(pixels + (size_t)info.next_scanline * width * 3);
        jpeg_write_scanlines(&info, &row, 1);
    }
    jpeg_finish_compress(&info);
    jpeg_destroy_compress(&info);
    return 0;
}

#endif
