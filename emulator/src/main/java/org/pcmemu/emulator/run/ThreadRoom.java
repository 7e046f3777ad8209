package org.pcmemu.emulator.run;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.pcmemu.emulator.InvalidParameterException;

/**
 * How many more threads the operating system will start, so that a run of platform threads that
 * starts more at once than that is refused before its first thread, in one line, rather than
 * after minutes of starting thousands of threads (docs/guide.md, "Exit codes, errors and
 * limits"). On Linux the room is the least of the machine's limits ({@code kernel.pid_max},
 * {@code kernel.threads-max}), the user's ({@code ulimit -u}, which does not bind root) and the
 * container's (cgroup {@code pids.max}), less the threads that exist; elsewhere there is no
 * figure and nothing is refused beforehand.
 */
final class ThreadRoom {
    /** No limit known. */
    static final long UNKNOWN = Long.MAX_VALUE;

    /** One limit and what it is called, for the refusal's line. */
    record Limit(long room, String name) {
    }

    private ThreadRoom() {
    }

    /**
     * Refuses (exit 2) to start {@code count} platform threads at once when the operating system
     * has no room for them.
     *
     * @param count  the threads the run starts at once
     * @throws InvalidParameterException naming the limit that binds
     */
    static void require(int count) {
        require(count, of(Path.of("/proc"), Path.of("/sys/fs/cgroup")));
    }

    /** {@link #require(int)} under {@code limit}. */
    static void require(int count, Limit limit) {
        if (count > limit.room()) {
            throw new InvalidParameterException("--threads platform starts " + count + " threads at once, one per"
                    + " processor, but the operating system has room for about " + Math.max(0, limit.room())
                    + " more (" + limit.name() + "); use --threads virtual, or fewer processors");
        }
    }

    /**
     * The room under the files of {@code proc} (a {@code /proc}) and {@code cgroup} (a cgroup v2
     * folder), the least of the limits that are found there.
     */
    static Limit of(Path proc, Path cgroup) {
        long threads = threadsNow(proc);
        Limit least = new Limit(UNKNOWN, "no limit known");
        if (threads >= 0) {
            least = least(least, number(proc.resolve("sys/kernel/pid_max")), threads, "kernel.pid_max");
            least = least(least, number(proc.resolve("sys/kernel/threads-max")), threads, "kernel.threads-max");
            if (!root(proc)) { // the kernel does not hold root to its RLIMIT_NPROC
                least = least(least, processLimit(proc), threads, "ulimit -u");
            }
        }
        long used = number(cgroup.resolve("pids.current"));
        if (used >= 0) {
            least = least(least, number(cgroup.resolve("pids.max")), used, "the container's pids.max");
        }
        return least;
    }

    private static Limit least(Limit least, long max, long used, String name) {
        if (max < 0) {
            return least;
        }
        long room = max - used;
        return room < least.room() ? new Limit(room, name + " " + max) : least;
    }

    /* The threads that exist on the machine: the fourth field of /proc/loadavg, "running/all". */
    private static long threadsNow(Path proc) {
        String[] fields = text(proc.resolve("loadavg")).split("\\s+");
        if (fields.length < 4 || fields[3].indexOf('/') < 0) {
            return -1;
        }
        return parse(fields[3].substring(fields[3].indexOf('/') + 1));
    }

    /* The soft "Max processes" of /proc/self/limits; -1 when unlimited or not found. */
    private static long processLimit(Path proc) {
        for (String line : lines(proc.resolve("self/limits"))) {
            if (line.startsWith("Max processes")) {
                String[] fields = line.substring("Max processes".length()).strip().split("\\s+");
                return parse(fields[0]);
            }
        }
        return -1;
    }

    /* Whether the real user of this process is root: the first field of "Uid:" in /proc/self/status. */
    private static boolean root(Path proc) {
        for (String line : lines(proc.resolve("self/status"))) {
            if (line.startsWith("Uid:")) {
                String[] fields = line.substring(4).strip().split("\\s+");
                return fields.length > 0 && fields[0].equals("0");
            }
        }
        return false;
    }

    /* A file's one number; -1 when the file is missing, says "max" or holds no number. */
    private static long number(Path file) {
        return parse(text(file).strip());
    }

    private static long parse(String s) {
        try {
            long n = Long.parseLong(s);
            return n < 0 ? -1 : n;
        } catch (NumberFormatException e) {
            return -1;
        }
    }

    /*
     * Read as a stream: /proc's files say they are empty, and Files.readString, trusting the size,
     * returned one byte of "193102" on JDK 25.
     */
    private static String text(Path file) {
        try (InputStream in = Files.newInputStream(file)) {
            return new String(in.readAllBytes(), StandardCharsets.US_ASCII);
        } catch (IOException | RuntimeException e) {
            return "";
        }
    }

    private static List<String> lines(Path file) {
        return text(file).lines().toList();
    }
}
