#ifndef PEACH_CRTMIDI_SHIM_H
#define PEACH_CRTMIDI_SHIM_H
#include <stdbool.h>
#include <stddef.h>
#include <rtmidi/rtmidi_c.h>
#endif
