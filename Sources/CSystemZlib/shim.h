#ifndef TERMSKIN_CSYSTEMZLIB_SHIM_H
#define TERMSKIN_CSYSTEMZLIB_SHIM_H

/* zlib's inflate and CRC-32 for SkinKit's zip reader. No `link` here: CImageCodecs links zlib
   already (every program that links SkinKit links SkinImageCodec). Not named CZlib: that is
   ZIPFoundation's module, which the tests still use to write archives. */
#include <zlib.h>

#endif
