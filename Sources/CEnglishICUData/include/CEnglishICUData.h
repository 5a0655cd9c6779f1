#ifndef TERMSKIN_ENGLISH_ICU_DATA_H
#define TERMSKIN_ENGLISH_ICU_DATA_H

/* Nothing to call: this target only defines ICU's data symbol, `icudt76_dat`, in a release link
 * (icu-data.S), with English and root only. The C module needs a header of its own. */

#endif
