# Shared by the scripts: the Swift toolchain on PATH, and starting a JACK server.

if ! command -v swift >/dev/null 2>&1 && [ -x /opt/swift/usr/bin/swift ]; then
    export PATH="$PATH:/opt/swift/usr/bin"
fi

# swift_build ARGS...: `swift build`, its output always through a pipe to stderr. SwiftPM
# colours the compiler's output for a terminal, and that change of flags rebuilds every
# module (80 s here) whenever one build ran in a terminal and the next into a pipe.
swift_build() {
    swift build "$@" 2>&1 | cat >&2
    return "${PIPESTATUS[0]}"
}

# build_distribution: the peach that is installed and packaged, with the Swift runtime
# linked in (it runs where no Swift toolchain is). Its own build folder: the flags differ
# from scripts/peach's release build, and sharing one would rebuild each for the other.
# DIST_BINARY and MANUAL_PAGE name what build_distribution and generate_manual make.
# With --no-build, scripts/install and scripts/package take PEACH_DIST_BINARY instead when
# it is set: scripts/test sets it to the debug build so linked (build_test_distribution).
DIST_BINARY=.build/dist/release/peach
MANUAL_PAGE=.build/manual/peach.1
build_distribution() {
    swift_build -c release --static-swift-stdlib --product peach --scratch-path .build/dist
}

# build_test_distribution: the debug build's peach linked as the distribution is (the Swift
# runtime in it), for the default test run's install and package tests: a relink of the
# objects `swift build` already made (about 20 s here), where the release build takes
# minutes. It stays so linked until the next `swift build` links it back (as long again).
# Prints the binary's path.
build_test_distribution() {
    # Inside $(…) set -e does not hold: a failed link must end the function by itself.
    swift_build --static-swift-stdlib --product peach || return
    echo "$(swift build --show-bin-path)/peach"
}

# generate_manual BINARY: peach.1 from the commands' own help, as BINARY's hidden `peach
# manual` writes it (the help text is the same in every build of the same code).
# Written beside the page and moved into place whole, so that a failed run leaves the old one.
generate_manual() {
    local binary=${1:?generate_manual BINARY} written
    mkdir -p "$(dirname "$MANUAL_PAGE")"
    written=$(mktemp "$MANUAL_PAGE.XXXXXX") || return
    "$binary" manual >"$written" || { echo "peach manual failed: no manual page" >&2; rm -f "$written"; return 1; }
    chmod 644 "$written" && mv "$written" "$MANUAL_PAGE"
}

# start_jack_server NAME BACKEND LOGFILE [PERIOD]: starts jackd in the background, waits
# until it answers, and sets JACK_SERVER_PID. NAME may be empty for the default server.
start_jack_server() {
    local name=$1 backend=$2 log=$3 period=${4:-256}
    local args=()
    if [ -n "$name" ]; then args+=(-n "$name"); fi
    if [ "$backend" = dummy ]; then
        args+=(-d dummy -r 48000 -p "$period")
    else
        args+=(-d alsa -r 48000 -p 256)
    fi
    # Its own session: Ctrl-C and Ctrl-Z at the terminal are for Peach, not for the server.
    setsid jackd "${args[@]}" >"$log" 2>&1 &
    JACK_SERVER_PID=$!
    if ! JACK_DEFAULT_SERVER="${name:-default}" jack_wait -w -t 10 >/dev/null 2>&1; then
        echo "JACK server did not start; its log ($log):" >&2
        cat "$log" >&2
        kill "$JACK_SERVER_PID" 2>/dev/null || true
        return 1
    fi
}

# Whether the default (or JACK_DEFAULT_SERVER's) server answers. `jack_wait -c` says
# "running" or "not running" and exits 0 either way, so its words decide.
jack_is_running() {
    [ "$(jack_wait -c 2>/dev/null)" = running ]
}

# A sound card is there when ALSA lists one.
have_sound_card() {
    [ -r /proc/asound/cards ] && ! grep -q "no soundcards" /proc/asound/cards && [ -s /proc/asound/cards ]
}
