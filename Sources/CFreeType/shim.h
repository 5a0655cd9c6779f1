#ifndef TERMSKIN_CFREETYPE_SHIM_H
#define TERMSKIN_CFREETYPE_SHIM_H

/* FreeType renders the glyphs of PNG screenshots and animated captures (SkinRaster). */
#include <ft2build.h>
#include FT_FREETYPE_H
#include FT_OUTLINE_H
#include FT_SYNTHESIS_H

/* Macros Swift does not import (built from FT_LOAD_TARGET_). */
static const int termskin_ft_load_target_light = FT_LOAD_TARGET_LIGHT;
static const int termskin_ft_load_no_bitmap = FT_LOAD_NO_BITMAP;

#endif
