#ifndef VIPERC_CYAML_SHIM_H
#define VIPERC_CYAML_SHIM_H
#include <yaml.h>
#endif
