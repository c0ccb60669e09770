#ifndef PEACH_CJACK_SHIM_H
#define PEACH_CJACK_SHIM_H
#include <jack/jack.h>
#include <jack/types.h>
#include <jack/midiport.h>
#include <jack/ringbuffer.h>
#include <jack/statistics.h>

/* jack_client_open is variadic, which Swift cannot call; this fixed-arity wrapper can. */
static inline jack_client_t *peach_jack_client_open(const char *name, jack_options_t options, jack_status_t *status) {
    return jack_client_open(name, options, status);
}

/* The same, naming the server (with JackServerName among the options). */
static inline jack_client_t *peach_jack_client_open_on(const char *name, jack_options_t options, jack_status_t *status, const char *server) {
    return jack_client_open(name, options, status, server);
}
#endif
