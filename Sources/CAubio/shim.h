#ifndef PEACH_CAUBIO_SHIM_H
#define PEACH_CAUBIO_SHIM_H
#include <aubio/aubio.h>
#endif
