#ifndef TERMSKIN_CFONTCONFIG_SHIM_H
#define TERMSKIN_CFONTCONFIG_SHIM_H

/* fontconfig finds the monospace font (and a fallback per missing glyph) for PNG screenshots. */
#include <fontconfig/fontconfig.h>

#endif
