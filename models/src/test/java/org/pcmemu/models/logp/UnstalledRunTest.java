package org.pcmemu.models.logp;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.pcmemu.emulator.EmulationException;
import org.pcmemu.emulator.RunOptions;
import org.pcmemu.emulator.TimedMessage;

/**
 * {@link LogP.Hints#unstalled()} runs against {@link LogP#run}, whose sends the engine decides one at a
 * time: where no send stalls in the decided run, the same run in every observable with one
 * start; where one does, a failure that says the promise was broken, never a different result.
 */
class UnstalledRunTest {

    @Test
    void randomProgramsGiveTheDecidedRunOrFailIffASendStalls() {
        int stalled = 0;
        int free = 0;
        for (long seed = 1; seed <= 150; seed++) {
            SplittableRandom random = new SplittableRandom(seed * 17);
            int P = 2 + random.nextInt(24);
            LogP model = RestartableRunTest.randomMachine(P, random);
            int rounds = 1 + random.nextInt(4);
            int hot = random.nextInt(3);
            int maxSends = 1 + random.nextInt(3);
            RunOptions options = random.nextBoolean() ? RunOptions.defaults() : RunOptions.defaults().withTrace(true);
            RestartableRunTest.RandomRounds decided = new RestartableRunTest.RandomRounds(P, rounds, hot, maxSends, seed);
            LogPRun expected = model.run(decided, options);
            RestartableRunTest.RandomRounds once = new RestartableRunTest.RandomRounds(P, rounds, hot, maxSends, seed);
            String where = model + ", seed " + seed;
            if (expected.capacity().stalledSends() == 0) {
                free++;
                LogPRun actual = model.run(once, options, LogP.Hints.NONE.withUnstalled());
                assertEquals(1, once.starts.get(), where);
                assertEquals(decided.received, once.received, "receptions, " + where);
                RestartableRunTest.assertSameRun(expected, actual);
            } else {
                stalled++;
                EmulationException e = assertThrows(EmulationException.class, () -> model.run(once, options, LogP.Hints.NONE.withUnstalled()),
                        where);
                assertTrue(e.getMessage().contains("sends never stall"), e.getMessage());
                assertEquals(1, once.starts.get(), "started once, " + where);
            }
        }
        assertTrue(stalled >= 20 && free >= 20, "both kinds drawn: " + stalled + " stalled, " + free + " free");
    }

    @Test
    void aStallAmongTheMessagesNeverReceivedBreaksThePromiseToo() {
        // L = 6, g = 4: at most 2 in transit; processors 1, 2 and 3 send to 0 at time 0, and 0
        // receives none of them, so no reception finds the excess: the check after the run does
        LogP model = new LogP(4, 6, 2, 4);
        LogPProgram program = p -> {
            if (p.id() != 0) {
                p.send(0, "x");
            }
        };
        assertEquals(1, model.run(program, RunOptions.defaults()).capacity().stalledSends());
        EmulationException e = assertThrows(EmulationException.class,
                () -> model.run(program, RunOptions.defaults(), LogP.Hints.NONE.withUnstalled()));
        assertTrue(e.getMessage().contains("never received"), e.getMessage());
    }

    @Test
    void withoutTheEnforcedRuleItIsTheRun() {
        // under check the excess is only counted, as run() counts it
        LogP model = new LogP(4, 6, 2, 4, CapacityMode.CHECK);
        LogPProgram program = p -> {
            if (p.id() != 0) {
                p.send(0, "x");
            } else {
                for (int i = 0; i < 3; i++) {
                    TimedMessage m = p.receive();
                    assertEquals(8, m.arrival()); // sent at 0, o = 2, L = 6
                }
            }
        };
        LogPRun run = model.run(program, RunOptions.defaults(), LogP.Hints.NONE.withUnstalled());
        assertEquals(1, run.capacity().violations());
        assertEquals(3, run.capacity().worst());
    }
}
