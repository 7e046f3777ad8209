# shellcheck shell=bash
# Sourced by ./pcmemu and ./run-tests: exports JAVA_HOME pointing at a JDK 21+.
# Order: $JAVA_HOME if it is 21+, then the newest JDK 21+ under /usr/lib/jvm,
# then the java on the PATH. Fails with a clear message otherwise.

pcmemu_java_major() { # $1 = path to a java binary; prints its feature version
  local version
  version=$(pcmemu_java_version "$1")
  case "$version" in
    1.*) version=${version#1.}; printf '%s\n' "${version%%.*}" ;;
    [0-9]*) printf '%s\n' "${version%%.*}" ;;
  esac
}

pcmemu_java_version() { # $1 = path to a java binary; prints its version's digits and dots: 25.0.3, 26 (26-ea), 1.8.0
  # From the JDK's release file when it has one (no JVM start: about 80 ms saved per JDK looked
  # at), read with shell builtins (a run of the launcher starts no other process to find its JDK);
  # otherwise from the JVM itself.
  local home line version=""
  home=${1%/*}; home=${home%/*}
  if [ -f "$home/release" ]; then
    while IFS= read -r line || [ -n "$line" ]; do
      case "$line" in
        JAVA_VERSION=\"[0-9]*) version=${line#JAVA_VERSION=\"}; version=${version%%[!0-9.]*}; break ;;
      esac
    done <"$home/release"
  fi
  if [ -z "$version" ]; then
    version=$("$1" -XshowSettings:properties -version 2>&1 \
      | sed -n 's/^ *java\.version = \([0-9][0-9._]*\).*/\1/p' | head -n 1)
  fi
  printf '%s\n' "$version"
}

pcmemu_find_jdk() {
  local candidate major best="" best_major=0
  if [ -n "${JAVA_HOME:-}" ] && [ -x "$JAVA_HOME/bin/javac" ]; then
    major=$(pcmemu_java_major "$JAVA_HOME/bin/java")
    if [ -n "$major" ] && [ "$major" -ge 21 ]; then return 0; fi
  fi
  for candidate in /usr/lib/jvm/*; do
    [ -x "$candidate/bin/javac" ] || continue
    major=$(pcmemu_java_major "$candidate/bin/java")
    if [ -n "$major" ] && [ "$major" -ge 21 ] && [ "$major" -gt "$best_major" ]; then
      best="$candidate"; best_major="$major"
    fi
  done
  if [ -z "$best" ] && command -v javac >/dev/null 2>&1; then
    candidate=$(dirname "$(dirname "$(readlink -f "$(command -v javac)")")")
    major=$(pcmemu_java_major "$candidate/bin/java")
    if [ -n "$major" ] && [ "$major" -ge 21 ]; then best="$candidate"; fi
  fi
  if [ -z "$best" ]; then
    echo "pcmemu: no JDK 21 or newer found (looked at JAVA_HOME, /usr/lib/jvm and the PATH); install one or set JAVA_HOME" >&2
    return 1
  fi
  export JAVA_HOME="$best"
}

pcmemu_find_jdk || exit 1
export PATH="$JAVA_HOME/bin:$PATH"
# shellcheck disable=SC2034  # read by ./pcmemu, which sources this
PCMEMU_JAVA_VERSION=$(pcmemu_java_version "$JAVA_HOME/bin/java")   # 25.0.3
PCMEMU_JAVA_MAJOR=$(pcmemu_java_major "$JAVA_HOME/bin/java")
PCMEMU_JVM_FLAGS="--add-exports java.base/jdk.internal.misc=ALL-UNNAMED"
if [ "$PCMEMU_JAVA_MAJOR" -ge 23 ]; then
  PCMEMU_JVM_FLAGS="$PCMEMU_JVM_FLAGS --sun-misc-unsafe-memory-access=allow"
fi
if [ "$PCMEMU_JAVA_MAJOR" -ge 23 ]; then
  # Maven's own libraries use sun.misc.Unsafe too; keep the build log clean.
  export MAVEN_OPTS="${MAVEN_OPTS:-} --sun-misc-unsafe-memory-access=allow"
fi
