#ifndef TERMSKIN_CYAML_SHIM_H
#define TERMSKIN_CYAML_SHIM_H

/* libyaml's event parser (Debian's libyaml-dev), read by SkinKit's YAMLEventParser. */
#include <yaml.h>

#endif
