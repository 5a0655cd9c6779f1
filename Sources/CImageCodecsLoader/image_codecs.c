/* Forwarders to libpng and libjpeg, loaded with dlopen on first use (see the header). The
   libraries' own headers are included, so each forwarder is checked against their prototypes. */
#include <dlfcn.h>
#include <pthread.h>
#include <stddef.h>
#include <stdio.h>
#include <string.h>
#include <png.h>
#include <jpeglib.h>
#include "termskin_image_codecs.h"

#define PNG_LIBRARY "libpng16.so.16"
#define JPEG_LIBRARY "libjpeg.so.62"

static struct {
    int (*png_image_begin_read_from_memory)(png_imagep, png_const_voidp, size_t);
    int (*png_image_finish_read)(png_imagep, png_const_colorp, void *, png_int_32, void *);
    void (*png_image_free)(png_imagep);
    int (*png_image_write_to_memory)(png_imagep, void *, png_alloc_size_t *, int, const void *, png_int_32, const void *);
    int loaded;
} png;

static struct {
    struct jpeg_error_mgr *(*jpeg_std_error)(struct jpeg_error_mgr *);
    void (*jpeg_CreateCompress)(j_compress_ptr, int, size_t);
    void (*jpeg_CreateDecompress)(j_decompress_ptr, int, size_t);
    void (*jpeg_destroy_compress)(j_compress_ptr);
    void (*jpeg_destroy_decompress)(j_decompress_ptr);
    void (*jpeg_mem_dest)(j_compress_ptr, unsigned char **, unsigned long *);
    void (*jpeg_mem_src)(j_decompress_ptr, const unsigned char *, unsigned long);
    void (*jpeg_set_defaults)(j_compress_ptr);
    void (*jpeg_set_quality)(j_compress_ptr, int, boolean);
    void (*jpeg_start_compress)(j_compress_ptr, boolean);
    JDIMENSION (*jpeg_write_scanlines)(j_compress_ptr, JSAMPARRAY, JDIMENSION);
    void (*jpeg_finish_compress)(j_compress_ptr);
    int (*jpeg_read_header)(j_decompress_ptr, boolean);
    boolean (*jpeg_start_decompress)(j_decompress_ptr);
    JDIMENSION (*jpeg_read_scanlines)(j_decompress_ptr, JSAMPARRAY, JDIMENSION);
    boolean (*jpeg_finish_decompress)(j_decompress_ptr);
    int loaded;
} jpeg;

static pthread_once_t png_once = PTHREAD_ONCE_INIT;
static pthread_once_t jpeg_once = PTHREAD_ONCE_INIT;

#define FIND(table, library, name) \
    if ((*(void **)&table.name = dlsym(library, #name)) == NULL) return

static void load_png(void) {
    void *library = dlopen(PNG_LIBRARY, RTLD_NOW | RTLD_LOCAL);
    if (library == NULL) return;
    FIND(png, library, png_image_begin_read_from_memory);
    FIND(png, library, png_image_finish_read);
    FIND(png, library, png_image_free);
    FIND(png, library, png_image_write_to_memory);
    png.loaded = 1;
}

static void load_jpeg(void) {
    void *library = dlopen(JPEG_LIBRARY, RTLD_NOW | RTLD_LOCAL);
    if (library == NULL) return;
    FIND(jpeg, library, jpeg_std_error);
    FIND(jpeg, library, jpeg_CreateCompress);
    FIND(jpeg, library, jpeg_CreateDecompress);
    FIND(jpeg, library, jpeg_destroy_compress);
    FIND(jpeg, library, jpeg_destroy_decompress);
    FIND(jpeg, library, jpeg_mem_dest);
    FIND(jpeg, library, jpeg_mem_src);
    FIND(jpeg, library, jpeg_set_defaults);
    FIND(jpeg, library, jpeg_set_quality);
    FIND(jpeg, library, jpeg_start_compress);
    FIND(jpeg, library, jpeg_write_scanlines);
    FIND(jpeg, library, jpeg_finish_compress);
    FIND(jpeg, library, jpeg_read_header);
    FIND(jpeg, library, jpeg_start_decompress);
    FIND(jpeg, library, jpeg_read_scanlines);
    FIND(jpeg, library, jpeg_finish_decompress);
    jpeg.loaded = 1;
}

int termskin_png_loaded(void) {
    pthread_once(&png_once, load_png);
    return png.loaded;
}

int termskin_jpeg_loaded(void) {
    pthread_once(&jpeg_once, load_jpeg);
    return jpeg.loaded;
}

const char *termskin_png_failure(void) { return PNG_LIBRARY " could not be loaded (libpng reads and writes PNG images)"; }

const char *termskin_jpeg_failure(void) { return JPEG_LIBRARY " could not be loaded (libjpeg reads and writes JPEG images)"; }

/* libpng's simplified API reports a failure in the image's message; a missing library does too. */
static int png_missing(png_imagep image) {
    if (image != NULL) {
        image->warning_or_error = PNG_IMAGE_ERROR;
        snprintf(image->message, sizeof image->message, "%s", PNG_LIBRARY " could not be loaded");
    }
    return 0;
}

int png_image_begin_read_from_memory(png_imagep image, png_const_voidp memory, size_t size) {
    if (!termskin_png_loaded()) return png_missing(image);
    return png.png_image_begin_read_from_memory(image, memory, size);
}

int png_image_finish_read(png_imagep image, png_const_colorp background, void *buffer, png_int_32 row_stride,
                          void *colormap) {
    if (!termskin_png_loaded()) return png_missing(image);
    return png.png_image_finish_read(image, background, buffer, row_stride, colormap);
}

void png_image_free(png_imagep image) {
    if (termskin_png_loaded()) png.png_image_free(image);
}

int png_image_write_to_memory(png_imagep image, void *memory, png_alloc_size_t *memory_bytes, int convert_to_8_bit,
                              const void *buffer, png_int_32 row_stride, const void *colormap) {
    if (!termskin_png_loaded()) return png_missing(image);
    return png.png_image_write_to_memory(image, memory, memory_bytes, convert_to_8_bit, buffer, row_stride, colormap);
}

/* The JPEG forwarders are reached only after termskin_jpeg_loaded() said 1 (the shim's decode and
   encode functions check it first): libjpeg has no way to report failure but its error handler. */
struct jpeg_error_mgr *jpeg_std_error(struct jpeg_error_mgr *err) { return jpeg.jpeg_std_error(err); }
void jpeg_CreateCompress(j_compress_ptr info, int version, size_t size) { jpeg.jpeg_CreateCompress(info, version, size); }
void jpeg_CreateDecompress(j_decompress_ptr info, int version, size_t size) {
    jpeg.jpeg_CreateDecompress(info, version, size);
}
void jpeg_destroy_compress(j_compress_ptr info) { jpeg.jpeg_destroy_compress(info); }
void jpeg_destroy_decompress(j_decompress_ptr info) { jpeg.jpeg_destroy_decompress(info); }
void jpeg_mem_dest(j_compress_ptr info, unsigned char **buffer, unsigned long *size) {
    jpeg.jpeg_mem_dest(info, buffer, size);
}
void jpeg_mem_src(j_decompress_ptr info, const unsigned char *buffer, unsigned long size) {
    jpeg.jpeg_mem_src(info, buffer, size);
}
void jpeg_set_defaults(j_compress_ptr info) { jpeg.jpeg_set_defaults(info); }
void jpeg_set_quality(j_compress_ptr info, int quality, boolean baseline) { jpeg.jpeg_set_quality(info, quality, baseline); }
void jpeg_start_compress(j_compress_ptr info, boolean all) { jpeg.jpeg_start_compress(info, all); }
JDIMENSION jpeg_write_scanlines(j_compress_ptr info, JSAMPARRAY rows, JDIMENSION count) {
    return jpeg.jpeg_write_scanlines(info, rows, count);
}
void jpeg_finish_compress(j_compress_ptr info) { jpeg.jpeg_finish_compress(info); }
int jpeg_read_header(j_decompress_ptr info, boolean image) { return jpeg.jpeg_read_header(info, image); }
boolean jpeg_start_decompress(j_decompress_ptr info) { return jpeg.jpeg_start_decompress(info); }
JDIMENSION jpeg_read_scanlines(j_decompress_ptr info, JSAMPARRAY rows, JDIMENSION count) {
    return jpeg.jpeg_read_scanlines(info, rows, count);
}
boolean jpeg_finish_decompress(j_decompress_ptr info) { return jpeg.jpeg_finish_decompress(info); }
