#ifndef PEACH_CLIBLO_SHIM_H
#define PEACH_CLIBLO_SHIM_H
/* liblo, the OSC library: the NSM session-manager protocol runs on OSC over UDP. */
#include <lo/lo.h>

/* lo_arg is a union whose string member is the first byte of the string; Swift sees only
   that byte, so the string is taken by address here. */
static inline const char *peach_lo_arg_string(lo_arg *argument) { return &argument->s; }
#endif
