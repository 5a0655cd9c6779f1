/* ICU's data for Foundation, English and root only (Scripts/trim-icu-data.py makes the .dat beside
 * this file from the toolchain's lib_FoundationICU.a). A release link of termskin takes this
 * definition of `icudt76_dat` and so never the archive's 34 MB one with every locale and converter.
 * A debug build (Foundation linked as shared libraries, with their own data) defines nothing. */
#if defined(TERMSKIN_ENGLISH_ICU_DATA) && defined(__ELF__)
    .section .rodata.icudt76_dat, "a", @progbits
    .globl icudt76_dat
    .type icudt76_dat, @object
    .balign 16
icudt76_dat:
    .incbin "icudt76l-english.dat"
    .size icudt76_dat, . - icudt76_dat
#endif
#if defined(__ELF__)
    .section .note.GNU-stack, "", @progbits
#endif
