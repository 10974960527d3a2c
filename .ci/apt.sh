# Sourced by .ci/run: apt-get that waits for another package manager to finish.
#
# An unattended upgrade or a second job may hold apt's or dpkg's locks when CI starts. apt
# itself waits for dpkg's lock when told to (`DPkg::Lock::Timeout`), but `apt-get update`
# does not wait for the package lists' lock: it fails at once with "Could not get lock".
# So `apt_get` passes the timeout and, while a lock is what failed, asks again once a
# second until APT_LOCK_WAIT seconds have passed; any other failure is final at once.

APT_LOCK_WAIT="${APT_LOCK_WAIT:-900}"

apt_get() {
  local deadline=$((SECONDS + APT_LOCK_WAIT)) out rc said=''
  while :; do
    rc=0
    out="$(DEBIAN_FRONTEND=noninteractive apt-get -o "DPkg::Lock::Timeout=$APT_LOCK_WAIT" "$@" 2>&1)" || rc=$?
    if [ "$rc" -eq 0 ]; then
      [ -z "$out" ] || printf '%s\n' "$out"
      return 0
    fi
    if grep -qE 'Could not get lock|Unable to lock|Unable to acquire the dpkg frontend lock' <<<"$out" \
      && [ "$SECONDS" -lt "$deadline" ]; then
      [ -n "$said" ] || { echo "ci: waiting for another package manager to release its lock (at most ${APT_LOCK_WAIT} s)" >&2; said=1; }
      sleep 1
      continue
    fi
    printf '%s\n' "$out" >&2
    return "$rc"
  done
}
