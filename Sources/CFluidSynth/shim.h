#ifndef PEACH_CFLUIDSYNTH_SHIM_H
#define PEACH_CFLUIDSYNTH_SHIM_H
#include <fluidsynth.h>
#endif
