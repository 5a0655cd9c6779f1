/* Forwarders to FreeType and fontconfig, loaded with dlopen on first use (see the header).
   The prototypes are ABI-equivalent to the libraries' own (pointers as void *, FT_Error, FcBool,
   FcResult and the enums as int, FT_Long/FT_Pos as long). No library header is included here, so
   that its prototypes do not clash with these. */
#include <dlfcn.h>
#include <pthread.h>
#include <stddef.h>
#include "termskin_picture_libraries.h"

enum { FREETYPE_ERROR = 1, FC_RESULT_NO_MATCH = 1 };
static struct {
    void *FT_Init_FreeType;
    void *FT_Done_FreeType;
    void *FT_New_Face;
    void *FT_Done_Face;
    void *FT_Set_Pixel_Sizes;
    void *FT_Get_Char_Index;
    void *FT_Load_Glyph;
    void *FT_Outline_Embolden;
    void *FT_GlyphSlot_Oblique;
    void *FT_Render_Glyph;
    void *FcInitLoadConfigAndFonts;
    void *FcConfigDestroy;
    void *FcNameParse;
    void *FcPatternDestroy;
    void *FcConfigSubstitute;
    void *FcDefaultSubstitute;
    void *FcFontMatch;
    void *FcCharSetCreate;
    void *FcCharSetDestroy;
    void *FcCharSetAddChar;
    void *FcPatternAddCharSet;
    void *FcFontSort;
    void *FcFontSetDestroy;
    void *FcPatternGetCharSet;
    void *FcCharSetHasChar;
    void *FcPatternGetBool;
    void *FcPatternGetString;
    void *FcPatternGetInteger;
    int loaded;
} table;
static pthread_once_t once = PTHREAD_ONCE_INIT;

static void load(void) {
    void *freetype = dlopen("libfreetype.so.6", RTLD_NOW | RTLD_LOCAL);
    void *fontconfig = dlopen("libfontconfig.so.1", RTLD_NOW | RTLD_LOCAL);
    if (freetype == NULL || fontconfig == NULL) return;
    if ((table.FT_Init_FreeType = dlsym(freetype, "FT_Init_FreeType")) == NULL) return;
    if ((table.FT_Done_FreeType = dlsym(freetype, "FT_Done_FreeType")) == NULL) return;
    if ((table.FT_New_Face = dlsym(freetype, "FT_New_Face")) == NULL) return;
    if ((table.FT_Done_Face = dlsym(freetype, "FT_Done_Face")) == NULL) return;
    if ((table.FT_Set_Pixel_Sizes = dlsym(freetype, "FT_Set_Pixel_Sizes")) == NULL) return;
    if ((table.FT_Get_Char_Index = dlsym(freetype, "FT_Get_Char_Index")) == NULL) return;
    if ((table.FT_Load_Glyph = dlsym(freetype, "FT_Load_Glyph")) == NULL) return;
    if ((table.FT_Outline_Embolden = dlsym(freetype, "FT_Outline_Embolden")) == NULL) return;
    if ((table.FT_GlyphSlot_Oblique = dlsym(freetype, "FT_GlyphSlot_Oblique")) == NULL) return;
    if ((table.FT_Render_Glyph = dlsym(freetype, "FT_Render_Glyph")) == NULL) return;
    if ((table.FcInitLoadConfigAndFonts = dlsym(fontconfig, "FcInitLoadConfigAndFonts")) == NULL) return;
    if ((table.FcConfigDestroy = dlsym(fontconfig, "FcConfigDestroy")) == NULL) return;
    if ((table.FcNameParse = dlsym(fontconfig, "FcNameParse")) == NULL) return;
    if ((table.FcPatternDestroy = dlsym(fontconfig, "FcPatternDestroy")) == NULL) return;
    if ((table.FcConfigSubstitute = dlsym(fontconfig, "FcConfigSubstitute")) == NULL) return;
    if ((table.FcDefaultSubstitute = dlsym(fontconfig, "FcDefaultSubstitute")) == NULL) return;
    if ((table.FcFontMatch = dlsym(fontconfig, "FcFontMatch")) == NULL) return;
    if ((table.FcCharSetCreate = dlsym(fontconfig, "FcCharSetCreate")) == NULL) return;
    if ((table.FcCharSetDestroy = dlsym(fontconfig, "FcCharSetDestroy")) == NULL) return;
    if ((table.FcCharSetAddChar = dlsym(fontconfig, "FcCharSetAddChar")) == NULL) return;
    if ((table.FcPatternAddCharSet = dlsym(fontconfig, "FcPatternAddCharSet")) == NULL) return;
    if ((table.FcFontSort = dlsym(fontconfig, "FcFontSort")) == NULL) return;
    if ((table.FcFontSetDestroy = dlsym(fontconfig, "FcFontSetDestroy")) == NULL) return;
    if ((table.FcPatternGetCharSet = dlsym(fontconfig, "FcPatternGetCharSet")) == NULL) return;
    if ((table.FcCharSetHasChar = dlsym(fontconfig, "FcCharSetHasChar")) == NULL) return;
    if ((table.FcPatternGetBool = dlsym(fontconfig, "FcPatternGetBool")) == NULL) return;
    if ((table.FcPatternGetString = dlsym(fontconfig, "FcPatternGetString")) == NULL) return;
    if ((table.FcPatternGetInteger = dlsym(fontconfig, "FcPatternGetInteger")) == NULL) return;
    table.loaded = 1;
}

int termskin_picture_libraries_loaded(void) {
    pthread_once(&once, load);
    return table.loaded;
}

int FT_Init_FreeType(void **a) {
    if (!termskin_picture_libraries_loaded()) return FREETYPE_ERROR;
    return ((int (*)(void **a))table.FT_Init_FreeType)(a);
}

int FT_Done_FreeType(void *a) {
    if (!termskin_picture_libraries_loaded()) return FREETYPE_ERROR;
    return ((int (*)(void *a))table.FT_Done_FreeType)(a);
}

int FT_New_Face(void *a, const char *b, long c, void **d) {
    if (!termskin_picture_libraries_loaded()) return FREETYPE_ERROR;
    return ((int (*)(void *a, const char *b, long c, void **d))table.FT_New_Face)(a, b, c, d);
}

int FT_Done_Face(void *a) {
    if (!termskin_picture_libraries_loaded()) return FREETYPE_ERROR;
    return ((int (*)(void *a))table.FT_Done_Face)(a);
}

int FT_Set_Pixel_Sizes(void *a, unsigned int b, unsigned int c) {
    if (!termskin_picture_libraries_loaded()) return FREETYPE_ERROR;
    return ((int (*)(void *a, unsigned int b, unsigned int c))table.FT_Set_Pixel_Sizes)(a, b, c);
}

unsigned int FT_Get_Char_Index(void *a, unsigned long b) {
    if (!termskin_picture_libraries_loaded()) return 0;
    return ((unsigned int (*)(void *a, unsigned long b))table.FT_Get_Char_Index)(a, b);
}

int FT_Load_Glyph(void *a, unsigned int b, int c) {
    if (!termskin_picture_libraries_loaded()) return FREETYPE_ERROR;
    return ((int (*)(void *a, unsigned int b, int c))table.FT_Load_Glyph)(a, b, c);
}

int FT_Outline_Embolden(void *a, long b) {
    if (!termskin_picture_libraries_loaded()) return FREETYPE_ERROR;
    return ((int (*)(void *a, long b))table.FT_Outline_Embolden)(a, b);
}

void FT_GlyphSlot_Oblique(void *a) {
    if (!termskin_picture_libraries_loaded()) return;
    ((void (*)(void *a))table.FT_GlyphSlot_Oblique)(a);
}

int FT_Render_Glyph(void *a, int b) {
    if (!termskin_picture_libraries_loaded()) return FREETYPE_ERROR;
    return ((int (*)(void *a, int b))table.FT_Render_Glyph)(a, b);
}

void *FcInitLoadConfigAndFonts(void) {
    if (!termskin_picture_libraries_loaded()) return NULL;
    return ((void * (*)(void))table.FcInitLoadConfigAndFonts)();
}

void FcConfigDestroy(void *a) {
    if (!termskin_picture_libraries_loaded()) return;
    ((void (*)(void *a))table.FcConfigDestroy)(a);
}

void *FcNameParse(const unsigned char *a) {
    if (!termskin_picture_libraries_loaded()) return NULL;
    return ((void * (*)(const unsigned char *a))table.FcNameParse)(a);
}

void FcPatternDestroy(void *a) {
    if (!termskin_picture_libraries_loaded()) return;
    ((void (*)(void *a))table.FcPatternDestroy)(a);
}

int FcConfigSubstitute(void *a, void *b, int c) {
    if (!termskin_picture_libraries_loaded()) return 0;
    return ((int (*)(void *a, void *b, int c))table.FcConfigSubstitute)(a, b, c);
}

void FcDefaultSubstitute(void *a) {
    if (!termskin_picture_libraries_loaded()) return;
    ((void (*)(void *a))table.FcDefaultSubstitute)(a);
}

void *FcFontMatch(void *a, void *b, int *c) {
    if (!termskin_picture_libraries_loaded()) return NULL;
    return ((void * (*)(void *a, void *b, int *c))table.FcFontMatch)(a, b, c);
}

void *FcCharSetCreate(void) {
    if (!termskin_picture_libraries_loaded()) return NULL;
    return ((void * (*)(void))table.FcCharSetCreate)();
}

void FcCharSetDestroy(void *a) {
    if (!termskin_picture_libraries_loaded()) return;
    ((void (*)(void *a))table.FcCharSetDestroy)(a);
}

int FcCharSetAddChar(void *a, unsigned int b) {
    if (!termskin_picture_libraries_loaded()) return 0;
    return ((int (*)(void *a, unsigned int b))table.FcCharSetAddChar)(a, b);
}

int FcPatternAddCharSet(void *a, const char *b, const void *c) {
    if (!termskin_picture_libraries_loaded()) return 0;
    return ((int (*)(void *a, const char *b, const void *c))table.FcPatternAddCharSet)(a, b, c);
}

void *FcFontSort(void *a, void *b, int c, void **d, int *e) {
    if (!termskin_picture_libraries_loaded()) return NULL;
    return ((void * (*)(void *a, void *b, int c, void **d, int *e))table.FcFontSort)(a, b, c, d, e);
}

void FcFontSetDestroy(void *a) {
    if (!termskin_picture_libraries_loaded()) return;
    ((void (*)(void *a))table.FcFontSetDestroy)(a);
}

int FcPatternGetCharSet(const void *a, const char *b, int c, void **d) {
    if (!termskin_picture_libraries_loaded()) return FC_RESULT_NO_MATCH;
    return ((int (*)(const void *a, const char *b, int c, void **d))table.FcPatternGetCharSet)(a, b, c, d);
}

int FcCharSetHasChar(const void *a, unsigned int b) {
    if (!termskin_picture_libraries_loaded()) return 0;
    return ((int (*)(const void *a, unsigned int b))table.FcCharSetHasChar)(a, b);
}

int FcPatternGetBool(const void *a, const char *b, int c, int *d) {
    if (!termskin_picture_libraries_loaded()) return FC_RESULT_NO_MATCH;
    return ((int (*)(const void *a, const char *b, int c, int *d))table.FcPatternGetBool)(a, b, c, d);
}

int FcPatternGetString(const void *a, const char *b, int c, unsigned char **d) {
    if (!termskin_picture_libraries_loaded()) return FC_RESULT_NO_MATCH;
    return ((int (*)(const void *a, const char *b, int c, unsigned char **d))table.FcPatternGetString)(a, b, c, d);
}

int FcPatternGetInteger(const void *a, const char *b, int c, int *d) {
    if (!termskin_picture_libraries_loaded()) return FC_RESULT_NO_MATCH;
    return ((int (*)(const void *a, const char *b, int c, int *d))table.FcPatternGetInteger)(a, b, c, d);
}

