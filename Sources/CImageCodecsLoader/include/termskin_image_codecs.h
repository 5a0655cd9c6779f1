#ifndef TERMSKIN_IMAGE_CODECS_H
#define TERMSKIN_IMAGE_CODECS_H

/* libpng and libjpeg are loaded with dlopen on the first PNG or JPEG (decoded or encoded), so
   that a run which reads and writes no picture (the previewer's start, a text shot) never maps
   them (issue 26: their loading and relocation were part of every start). This target defines
   the libpng and libjpeg functions SkinImageCodec calls, each forwarding to the library's own. */

/* 1 when libjpeg and every function of it used were found, else 0. */
int termskin_jpeg_loaded(void);

/* 1 when libpng and every function of it used were found, else 0. */
int termskin_png_loaded(void);

/* The sentences saying that libpng, or libjpeg, could not be loaded (for an error message). */
const char *termskin_png_failure(void);
const char *termskin_jpeg_failure(void);

#endif
