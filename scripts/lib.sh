# scripts/lib.sh: what scripts/run, scripts/package and scripts/root share,
# sourced by each of them (never run on its own).  Each function here is the
# project's one copy of it.

HOST_MAJOR=15				# the PostgreSQL major Debian 12 carries
ALL_MAJORS="15 17 18 19"	# the majors make test runs and make deb builds

# Print "!! SCRIPT: $*" to stderr (SCRIPT the name of the script that
# sourced this file) and exit with failure.
die() {
	echo "!! ${0##*/}: $*" >&2
	exit 1
}

# Run "$@" as root: directly when we are root, else through sudo.
as_root() {
	if [ "$(id -u)" -eq 0 ]; then "$@"; else sudo "$@"; fi
}

# Install those of the Debian packages "$@" that are not installed yet, on
# the machine we run on (the host, or a root we run inside); fails when apt
# does.
install_missing() {
	local p missing=()
	for p in "$@"; do
		dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'install ok installed' || missing+=("$p")
	done
	[ ${#missing[@]} -gt 0 ] || return 0
	echo "== installing ${missing[*]}"
	as_root apt-get -o DPkg::Lock::Timeout=600 update -qq
	as_root env DEBIAN_FRONTEND=noninteractive apt-get -o DPkg::Lock::Timeout=600 install -y -qq \
		--no-install-recommends "${missing[@]}" >/dev/null
}

# Print a TCP port at random between 20000 and 39999, above the usual ones,
# on which nothing listens on 127.0.0.1 and that no socket of
# /var/run/postgresql names: the roots share the host's network, and a
# cluster under qemu starts long after its port was found free.
free_port() {
	local p
	while :; do
		p=$((20000 + RANDOM % 20000))
		if ! (exec 3<>"/dev/tcp/127.0.0.1/$p") 2>/dev/null && [ ! -e "/var/run/postgresql/.s.PGSQL.$p" ]; then
			echo "$p"
			return 0
		fi
	done
}

# Record row $2 of column $1 of make test's table as passed ($3 is 0),
# skipped ($3 is "skipped") or failed (any other $3): print it, with $4
# seconds if given, and append "column<TAB>row<TAB>outcome" to the file
# $UUID9562_RESULTS names (nowhere when unset).
record() {
	local outcome=failed
	case "$3" in 0) outcome=passed ;; skipped) outcome=skipped ;; esac
	[ "$outcome" = failed ] && echo "!! $2: $outcome${4:+ ($4 s)}" || echo "== $2: $outcome${4:+ ($4 s)}"
	printf '%s\t%s\t%s\n' "$1" "$2" "$outcome" >>"${UUID9562_RESULTS:-/dev/null}"
}

# Run "$@" as row $2 of column $1: announced, timed and recorded by its exit
# status (record); returns that status.
step() {
	local column=$1 name=$2 s=0 t=$SECONDS
	shift 2
	echo "== $name"
	"$@" || s=$?
	record "$column" "$name" "$s" "$((SECONDS - t))"
	return "$s"
}
