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

/* The engine's event pump waits on a semaphore the audio thread posts. It waits on the
   monotonic clock so that a step of the wall clock cannot stall it; glibc (2.30 and later)
   declares sem_clockwait only for _GNU_SOURCE builds, which Swift's C modules are not. */
#include <semaphore.h>
#include <time.h>
extern int sem_clockwait(sem_t *sem, clockid_t clock, const struct timespec *abstime);

static inline int peach_semaphore_wait_monotonic(sem_t *sem, long nanoseconds) {
    struct timespec deadline;
    clock_gettime(CLOCK_MONOTONIC, &deadline);
    deadline.tv_sec += nanoseconds / 1000000000L;
    deadline.tv_nsec += nanoseconds % 1000000000L;
    if (deadline.tv_nsec >= 1000000000L) {
        deadline.tv_sec += 1;
        deadline.tv_nsec -= 1000000000L;
    }
    return sem_clockwait(sem, CLOCK_MONOTONIC, &deadline);
}
#endif
