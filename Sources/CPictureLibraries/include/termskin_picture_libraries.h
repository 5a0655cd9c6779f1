#ifndef TERMSKIN_PICTURE_LIBRARIES_H
#define TERMSKIN_PICTURE_LIBRARIES_H

/* FreeType and fontconfig are loaded with dlopen on the first picture (PNG shot or recording),
   so that no other run maps them (the previewer's memory and start-up stay as they were). This
   target defines the functions SkinRaster calls, each forwarding to the library's own; the
   declarations Swift sees are the libraries' headers (CFreeType, CFontconfig). */

/* 1 when both libraries and every function were found, else 0 (then each function fails as its
   library documents: an error code or NULL). */
int termskin_picture_libraries_loaded(void);

#endif
