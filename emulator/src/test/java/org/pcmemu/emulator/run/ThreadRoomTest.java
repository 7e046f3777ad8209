package org.pcmemu.emulator.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pcmemu.emulator.InvalidParameterException;

/**
 * The room for platform threads read from a /proc and a cgroup folder written here: the least of
 * the machine's, the user's (not for root) and the container's limits, less what is in use.
 */
class ThreadRoomTest {
    @TempDir
    Path dir;

    private Path proc(String uid, String maxProcesses) throws IOException {
        Path proc = dir.resolve("proc");
        Files.createDirectories(proc.resolve("sys/kernel"));
        Files.createDirectories(proc.resolve("self"));
        Files.writeString(proc.resolve("loadavg"), "0.50 0.40 0.30 3/1000 4242\n");
        Files.writeString(proc.resolve("sys/kernel/pid_max"), "32768\n");
        Files.writeString(proc.resolve("sys/kernel/threads-max"), "193102\n");
        Files.writeString(proc.resolve("self/status"), "Name:\tjava\nUid:\t" + uid + "\t" + uid + "\t" + uid + "\n");
        Files.writeString(proc.resolve("self/limits"), "Limit                     Soft Limit           Hard Limit\n"
                + "Max processes             " + maxProcesses + "                96551                processes\n");
        return proc;
    }

    @Test
    void theMachinesLeastLimitLessTheThreadsInUse() throws IOException {
        ThreadRoom.Limit limit = ThreadRoom.of(proc("0", "2000"), dir.resolve("no-cgroup"));
        assertEquals(32768 - 1000, limit.room()); // root: ulimit -u does not bind
        assertEquals("kernel.pid_max 32768", limit.name());
    }

    @Test
    void aUsersProcessLimitBindsOthersThanRoot() throws IOException {
        ThreadRoom.Limit limit = ThreadRoom.of(proc("1000", "2000"), dir.resolve("no-cgroup"));
        assertEquals(2000 - 1000, limit.room());
        assertEquals("ulimit -u 2000", limit.name());
        assertEquals(32768 - 1000, ThreadRoom.of(proc("1000", "unlimited"), dir.resolve("x")).room());
    }

    @Test
    void theContainersPidsMax() throws IOException {
        Path cgroup = Files.createDirectories(dir.resolve("cgroup"));
        Files.writeString(cgroup.resolve("pids.max"), "4096\n");
        Files.writeString(cgroup.resolve("pids.current"), "96\n");
        ThreadRoom.Limit limit = ThreadRoom.of(proc("0", "unlimited"), cgroup);
        assertEquals(4000, limit.room());
        Files.writeString(cgroup.resolve("pids.max"), "max\n");
        assertEquals(32768 - 1000, ThreadRoom.of(proc("0", "unlimited"), cgroup).room());
    }

    @Test
    void noFilesNoLimit() {
        assertEquals(ThreadRoom.UNKNOWN, ThreadRoom.of(dir.resolve("a"), dir.resolve("b")).room());
        ThreadRoom.require(Integer.MAX_VALUE, ThreadRoom.of(dir.resolve("a"), dir.resolve("b")));
    }

    @Test
    void moreThreadsAtOnceThanTheRoomIsRefusedInOneLine() {
        ThreadRoom.Limit limit = new ThreadRoom.Limit(31768, "kernel.pid_max 32768");
        ThreadRoom.require(31768, limit);
        InvalidParameterException e = assertThrows(InvalidParameterException.class,
                () -> ThreadRoom.require(200_000, limit));
        assertTrue(e.getMessage().contains("200000 threads") && e.getMessage().contains("kernel.pid_max 32768")
                && e.getMessage().contains("--threads virtual") && !e.getMessage().contains("\n"), e.getMessage());
    }
}
