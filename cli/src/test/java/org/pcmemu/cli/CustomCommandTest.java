package org.pcmemu.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.pcmemu.models.bsp.BspProcessor;
import org.pcmemu.models.bsp.BspProgram;
import org.pcmemu.models.logp.LogPProcessor;
import org.pcmemu.models.logp.LogPProgram;

class CustomCommandTest {
    private static final String CLASSES = Path.of("target", "test-classes").toString();

    @TempDir
    Path dir;

    /** A token once around the ring: P hops of L + 2o each. */
    public static final class TokenRing implements LogPProgram {
        @Override
        public void run(LogPProcessor p) {
            int next = (p.id() + 1) % p.processors();
            if (p.id() == 0) {
                p.send(next, "token");
                p.receive();
            } else {
                p.receive();
                p.send(next, "token");
            }
        }
    }

    /** The same ring, saying that every processor but 0 begins by receiving: each starts when the token comes. */
    public static final class LateRing implements LogPProgram {
        @Override
        public void run(LogPProcessor p) {
            new TokenRing().run(p);
        }

        @Override
        public java.util.function.IntPredicate receivesFirst() {
            return id -> id != 0;
        }
    }

    /** Says that every processor but 0 begins by receiving, but processor 2 sends first. */
    public static final class BrokenPromise implements LogPProgram {
        @Override
        public void run(LogPProcessor p) {
            if (p.id() == 0) {
                p.send(2, "go");
            } else if (p.id() == 2) {
                p.send(1, "early");
                p.receive();
            } else {
                p.receive();
            }
        }

        @Override
        public java.util.function.IntPredicate receivesFirst() {
            return id -> id != 0;
        }
    }

    /** Processors 1..3 send to 0 at once, which receives the three; counts processor 0's starts. */
    public static final class Crowd implements LogPProgram {
        static final java.util.concurrent.atomic.AtomicInteger STARTS = new java.util.concurrent.atomic.AtomicInteger();

        @Override
        public void run(LogPProcessor p) {
            if (p.id() == 0) {
                STARTS.incrementAndGet();
                for (int i = 0; i < 3; i++) {
                    p.receive();
                }
            } else if (p.id() <= 3) {
                p.send(0, "x");
            }
        }
    }

    /** Every processor sends one word to processor 0 in one superstep: h = p - 1. */
    public static final class Gather implements BspProgram {
        @Override
        public void run(BspProcessor p) {
            if (p.id() != 0) {
                p.send(0, p.id());
            }
            p.sync();
        }
    }

    /** A program pcmemu cannot create: its one constructor takes an argument. */
    public static final class NeedsArgument implements LogPProgram {
        public NeedsArgument(int unused) {
        }

        @Override
        public void run(LogPProcessor p) {
        }
    }

    /* 16 hops of 6 + 2 * 2 = 10 cycles. */
    @Test
    void aUserLogPProgramIsMeasuredAgainstTheGivenBound() throws Exception {
        Path trace = dir.resolve("ring.csv");
        JsonNode j = JsonOutput.of("run", "custom", "--class", TokenRing.class.getName(), "--classpath", CLASSES,
                "--model", "logp", "--P", "16", "--L", "6", "--o", "2", "--g", "4", "--bound", "160", "--claim", "equals",
                "--json", "--trace", trace.toString());
        assertEquals(160, j.get("measured").asLong());
        assertTrue(j.get("claimHolds").asBoolean());
        assertEquals(16, Files.readAllLines(trace).stream().filter(l -> l.contains(",SEND,")).count());
    }

    @Test
    void aProgramWhoseProcessorsReceiveFirstRunsTheSameAndOneThatBreaksThePromiseFails() throws Exception {
        JsonNode[] runs = new JsonNode[2];
        for (int i = 0; i < 2; i++) {
            String name = (i == 0 ? TokenRing.class : LateRing.class).getName();
            runs[i] = JsonOutput.of("run", "custom", "--class", name, "--classpath", CLASSES, "--model", "logp",
                    "--P", "300", "--L", "6", "--o", "2", "--g", "4", "--bound", "3000", "--claim", "equals", "--json");
        }
        assertEquals(3000, runs[1].get("measured").asLong());
        assertEquals(runs[0].get("finishTimes"), runs[1].get("finishTimes"));
        assertEquals(runs[0].get("windows"), runs[1].get("windows"));
        Invocation broken = Invocation.of("run", "custom", "--class", BrokenPromise.class.getName(), "--classpath",
                CLASSES, "--model", "logp", "--P", "4", "--L", "6", "--o", "2", "--g", "4", "--bound", "1",
                "--claim", "at-most");
        assertEquals(1, broken.exitCode(), broken.err());
        assertTrue(broken.err().contains("processor 2 sent before its first reception"), broken.err());
        assertTrue(!broken.err().contains("\tat "), broken.err()); // one message, no stack trace
    }

    /*
     * L = 6, o = 2, g = 4, limit 2: the third send waits until the first message arrives at 8, so
     * it starts at 6 (processor 3 ends at 8) and arrives at 14; processor 0 receives at 8, 12 and
     * 16: 18 cycles. With
     * --restartable the run without decisions is refused and the program starts again.
     */
    @Test
    void aRestartableProgramThatStallsStartsTwiceWithTheSameResult() throws Exception {
        String[] args = {"run", "custom", "--class", Crowd.class.getName(), "--classpath", CLASSES, "--model", "logp",
            "--P", "4", "--L", "6", "--o", "2", "--g", "4", "--bound", "18", "--claim", "equals", "--json"};
        Crowd.STARTS.set(0);
        JsonNode once = JsonOutput.of(args);
        assertEquals(1, Crowd.STARTS.get());
        String[] restartable = java.util.Arrays.copyOf(args, args.length + 1);
        restartable[args.length] = "--restartable";
        JsonNode twice = JsonOutput.of(restartable);
        assertEquals(3, Crowd.STARTS.get());
        assertEquals(18, once.get("measured").asLong());
        assertEquals("[18,2,2,8]", once.get("finishTimes").toString()); // processor 3's send stalled 6 cycles
        assertEquals(once.get("finishTimes"), twice.get("finishTimes"));
        assertEquals(once.get("measured"), twice.get("measured"));
        Invocation bsp = Invocation.of("run", "custom", "--class", Gather.class.getName(), "--classpath", CLASSES,
                "--model", "bsp", "--p", "8", "--g", "1", "--L", "5", "--bound", "7", "--claim", "at-most",
                "--restartable");
        assertEquals(2, bsp.exitCode());
        assertEquals("pcmemu: --restartable is for logp, postal and loggp programs", bsp.err().strip());
    }

    /*
     * --unstalled: the token ring never has two messages in transit to one processor, so it runs
     * without decisions and gives the decided run; the crowd's third send would stall, which
     * breaks the promise: exit 1, one line, the program started once.
     */
    @Test
    void anUnstalledProgramRunsOnceAndOneThatWouldStallFails() throws Exception {
        String[] ring = {"run", "custom", "--class", TokenRing.class.getName(), "--classpath", CLASSES, "--model",
            "logp", "--P", "16", "--L", "6", "--o", "2", "--g", "4", "--bound", "160", "--claim", "equals", "--json"};
        JsonNode decided = JsonOutput.of(ring);
        String[] promised = java.util.Arrays.copyOf(ring, ring.length + 1);
        promised[ring.length] = "--unstalled";
        JsonNode free = JsonOutput.of(promised);
        assertEquals(160, free.get("measured").asLong());
        assertEquals(decided.get("finishTimes"), free.get("finishTimes"));
        Crowd.STARTS.set(0);
        Invocation crowd = Invocation.of("run", "custom", "--class", Crowd.class.getName(), "--classpath", CLASSES,
                "--model", "logp", "--P", "4", "--L", "6", "--o", "2", "--g", "4", "--bound", "18", "--claim", "equals",
                "--unstalled");
        assertEquals(1, crowd.exitCode(), crowd.err());
        assertEquals(1, Crowd.STARTS.get());
        assertTrue(crowd.err().contains("sends never stall, but one would have stalled"), crowd.err());
        assertTrue(!crowd.err().contains("\tat "), crowd.err());
        Invocation both = Invocation.of("run", "custom", "--class", Crowd.class.getName(), "--classpath", CLASSES,
                "--model", "logp", "--P", "4", "--L", "6", "--o", "2", "--g", "4", "--bound", "18", "--claim", "equals",
                "--unstalled", "--restartable");
        assertEquals(2, both.exitCode(), both.err());
    }

    /* One superstep: max(L, h g) = max(5, 7 * 1) = 7 under max; claimed at most 7. */
    @Test
    void aUserBspProgramAndABrokenClaimExitThree() {
        Invocation ok = Invocation.of("run", "custom", "--class", Gather.class.getName(), "--classpath", CLASSES,
                "--model", "bsp", "--p", "8", "--g", "1", "--L", "5", "--bound", "7", "--claim", "at-most");
        assertEquals(0, ok.exitCode(), ok.err());
        Invocation broken = Invocation.of("run", "custom", "--class", Gather.class.getName(), "--classpath", CLASSES,
                "--model", "bsp", "--p", "8", "--g", "1", "--L", "5", "--bound", "6", "--claim", "at-most");
        assertEquals(3, broken.exitCode(), broken.err());
    }

    static Stream<Arguments> badInputs() {
        return Stream.of(
                Arguments.of("class com.example.Nothing is not in --classpath", "com.example.Nothing", CLASSES, "logp"),
                Arguments.of("TokenRing does not run on bsp: it implements LogPProgram, for logp, postal and loggp",
                        TokenRing.class.getName(), CLASSES, "bsp"),
                Arguments.of("--classpath nowhere.jar does not exist", TokenRing.class.getName(), "nowhere.jar",
                        "logp"),
                Arguments.of("has no public no-argument constructor", NeedsArgument.class.getName(), CLASSES,
                        "logp"),
                Arguments.of("implements no program interface", CustomCommandTest.class.getName(), CLASSES, "logp"));
    }

    @ParameterizedTest
    @MethodSource("badInputs")
    void badClassesAreOneLineAndExitTwo(String expected, String className, String classpath, String model) {
        String[] machine = model.equals("bsp") ? new String[] {"--model", "bsp", "--p", "4", "--g", "1", "--L", "1"}
                : new String[] {"--model", "logp", "--P", "4", "--L", "6", "--o", "2", "--g", "4"};
        String[] base = {"run", "custom", "--class", className, "--classpath", classpath, "--bound", "1", "--claim",
            "equals"};
        String[] all = Stream.concat(Stream.of(base), Stream.of(machine)).toArray(String[]::new);
        Invocation run = Invocation.of(all);
        assertEquals(2, run.exitCode(), run.err());
        assertTrue(run.err().contains(expected), run.err());
        assertEquals(1, run.err().lines().count(), run.err());
    }
}
