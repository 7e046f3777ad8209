package org.pcmemu.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.Callable;
import org.junit.jupiter.api.Test;
import org.pcmemu.emulator.DeadlockException;
import org.pcmemu.emulator.WallClockTimeoutException;
import picocli.CommandLine;
import picocli.CommandLine.Command;

class FailureReportingTest {

    /** A command whose run throws the given exception, standing in for a failing emulation. */
    @Command(name = "failing")
    static final class Failing implements Callable<Integer> {
        private final RuntimeException failure;

        Failing(RuntimeException failure) {
            this.failure = failure;
        }

        @Override
        public Integer call() {
            throw failure;
        }
    }

    private static Invocation failWith(RuntimeException e) {
        return Invocation.on(Main.configure(new CommandLine(new Failing(e))));
    }

    /* What Main.uncaught writes to stderr for a thread that died of e. */
    private static String uncaughtOutput(Throwable e) {
        PrintStream saved = System.err;
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        System.setErr(new PrintStream(bytes, true, StandardCharsets.UTF_8));
        try {
            Main.uncaught(new Thread(() -> { }, "worker"), e);
        } finally {
            System.setErr(saved);
        }
        return bytes.toString(StandardCharsets.UTF_8);
    }

    @Test
    void aThreadThatDiesOfAnErrorCausedByOutOfMemoryLeavesTheLineToTheRun() {
        // a class initialized without heap: the run ends with its one out-of-memory line, so the
        // handler adds none (an internal-error line here made two)
        assertEquals("", uncaughtOutput(new ExceptionInInitializerError(new OutOfMemoryError("Java heap space"))));
        assertEquals("", uncaughtOutput(new OutOfMemoryError("Java heap space")));
        assertEquals("pcmemu: internal error in thread 'worker': boom" + System.lineSeparator(),
                uncaughtOutput(new IllegalStateException("boom")));
    }

    @Test
    void deadlockIsOneLineWithExitCode1() {
        Invocation run = failWith(new DeadlockException("deadlock: processors 1@10, 2@10 wait, nothing in flight"));
        assertEquals(1, run.exitCode());
        assertEquals("pcmemu: deadlock: processors 1@10, 2@10 wait, nothing in flight\n", run.err());
    }

    @Test
    void wallClockTimeoutIsOneLineWithExitCode1() {
        Invocation run = failWith(new WallClockTimeoutException("wall-clock timeout after 0.005 s"));
        assertEquals(1, run.exitCode());
        assertEquals("pcmemu: wall-clock timeout after 0.005 s\n", run.err());
    }

    @Test
    void unexpectedExceptionIsOneLineWithItsMessageAndExitCode1() {
        Invocation run = failWith(new ArithmeticException("long overflow\n  in a second line"));
        assertEquals(1, run.exitCode());
        assertEquals("pcmemu: ArithmeticException: long overflow in a second line\n", run.err());
        assertFalse(run.err().contains("at org."));
    }

    @Test
    void exceptionWithoutMessageIsNamed() {
        Invocation run = failWith(new NullPointerException());
        assertEquals(1, run.exitCode());
        assertEquals("pcmemu: NullPointerException\n", run.err());
    }

    /*
     * A run that cannot finish in a tenth of a second of wall clock (10^9 additions take seconds):
     * exit 1, one line naming the timeout, no stack trace.
     */
    @Test
    void tinyTimeoutEndsTheRunWithExitCode1() {
        Invocation run = Invocation.of("run", "summation", "--P", "2", "--L", "5", "--o", "2", "--g", "4",
                "--operands", "1000000000", "--timeout", "0.1");
        assertEquals(1, run.exitCode(), run.err());
        assertTrue(run.err().startsWith("pcmemu: wall-clock timeout after 0.1 s; unfinished processors"), run.err());
        assertEquals(1, run.err().lines().count(), run.err());
        assertFalse(run.err().contains("at org."), run.err());
    }
}
