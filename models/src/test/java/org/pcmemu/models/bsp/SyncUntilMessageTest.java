package org.pcmemu.models.bsp;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.pcmemu.emulator.DeadlockException;
import org.pcmemu.emulator.RunOptions;
import org.pcmemu.emulator.ThreadMode;
import org.pcmemu.emulator.StepMessage;

/**
 * {@link BspProcessor#syncUntilMessage()} against what it stands for, {@code do { sync(); } while
 * (messages().isEmpty());}: random plans of sends and work, run once with every idle stretch
 * slept through and once with plain syncs, must give the same supersteps (w, h, messages, cost),
 * the same messages read by every processor in the same supersteps, and the same total.
 */
class SyncUntilMessageTest {

    /* One send of a plan: in superstep `step`, from -> to, `words` long. */
    private record Send(int step, int from, int to, long words) {
    }

    private record Plan(int p, int steps, long[][] work, List<Send> sends) {
        static Plan random(Random random) {
            int p = 2 + random.nextInt(11);
            int steps = 1 + random.nextInt(8);
            long[][] work = new long[p][steps];
            List<Send> sends = new ArrayList<>();
            for (int s = 0; s < steps; s++) {
                for (int i = 0; i < p; i++) {
                    if (random.nextInt(4) == 0) {
                        work[i][s] = 1 + random.nextInt(20);
                    }
                    int fanOut = random.nextInt(5) == 0 ? 1 + random.nextInt(3) : 0;
                    for (int k = 0; k < fanOut; k++) {
                        int to = random.nextInt(p - 1);
                        sends.add(new Send(s, i, to >= i ? to + 1 : to, 1 + random.nextInt(4)));
                    }
                }
            }
            return new Plan(p, steps, work, sends);
        }

        boolean acts(int i, int s) {
            return work[i][s] > 0 || sends.stream().anyMatch(x -> x.step == s && x.from == i);
        }

        /* The first superstep after `s` whose messages() are not empty for i, or -1. */
        int nextDelivery(int i, int s) {
            return sends.stream().filter(x -> x.to == i && x.step >= s).mapToInt(x -> x.step + 1).min().orElse(-1);
        }

        /* The first superstep after `s` in which i has work or sends, or -1. */
        int nextAction(int i, int s) {
            for (int t = s + 1; t < steps; t++) {
                if (acts(i, t)) {
                    return t;
                }
            }
            return -1;
        }
    }

    /* What every processor read: "superstep:from:payload" lines, in reading order. */
    private static List<List<String>> run(Plan plan, boolean sleep, RunOptions options, AtomicLong cost,
                                          List<Object> steps) {
        List<List<String>> read = new ArrayList<>();
        for (int i = 0; i < plan.p; i++) {
            read.add(new ArrayList<>());
        }
        Bsp model = new Bsp(plan.p, 3, 5);
        BspRun run = model.run(bsp -> {
            int me = bsp.id();
            List<String> mine = read.get(me);
            int s = 0;
            while (s < plan.steps) {
                for (StepMessage m : bsp.messages()) {
                    mine.add(bsp.superstep() + ":" + m.from() + ":" + m.payload());
                }
                bsp.compute(plan.work[me][s]);
                for (Send x : plan.sends) {
                    if (x.step == s && x.from == me) {
                        bsp.send(x.to, s + "/" + me + "->" + x.to, x.words);
                    }
                }
                int delivery = plan.nextDelivery(me, s);
                int action = plan.nextAction(me, s);
                // also sleep, half of the time, when the delivery is at the very next superstep: a
                // message sent in the superstep the processor falls asleep in must wake it too
                boolean idle = delivery > s + 1 || (delivery == s + 1 && (me + s) % 2 == 0);
                if (sleep && delivery > s && idle && (action < 0 || delivery <= action)) {
                    bsp.syncUntilMessage(); // idle until delivery: returns at its start
                    assertEquals(delivery, bsp.superstep());
                    s = delivery;
                } else {
                    bsp.sync();
                    s++;
                }
            }
            for (StepMessage m : bsp.messages()) {
                mine.add(bsp.superstep() + ":" + m.from() + ":" + m.payload());
            }
        }, options);
        cost.set(run.cost());
        steps.addAll(run.supersteps().stream()
                .map(x -> List.of(x.index(), x.work(), x.h(), x.messages(), x.words(), x.start(), x.cost()))
                .toList());
        return read;
    }

    @ParameterizedTest
    @EnumSource(ThreadMode.class)
    void sleepingThroughIdleSuperstepsChangesNothingAProgramCanSee(ThreadMode mode) {
        int slept = 0;
        for (int seed = 0; seed < 60; seed++) {
            Plan plan = Plan.random(new Random(seed));
            RunOptions options = RunOptions.defaults().withThreadMode(mode).withJitter(seed % 3 == 0 ? seed + 1 : 0);
            AtomicLong sleepCost = new AtomicLong();
            AtomicLong syncCost = new AtomicLong();
            List<Object> sleepSteps = new ArrayList<>();
            List<Object> syncSteps = new ArrayList<>();
            List<List<String>> sleeping;
            try {
                sleeping = run(plan, true, options, sleepCost, sleepSteps);
            } catch (RuntimeException e) {
                throw new AssertionError("seed " + seed + ": " + plan.steps + " supersteps, sends " + plan.sends
                        + ", work " + Arrays.deepToString(plan.work), e);
            }
            List<List<String>> syncing = run(plan, false, options, syncCost, syncSteps);
            assertEquals(syncing, sleeping, "seed " + seed);
            assertEquals(syncSteps, sleepSteps, "seed " + seed);
            assertEquals(syncCost.get(), sleepCost.get(), "seed " + seed);
            for (int i = 0; i < plan.p; i++) {
                for (int s = 0; s < plan.steps; s++) {
                    slept += plan.nextDelivery(i, s) > s + 1 ? 1 : 0;
                }
            }
        }
        assertTrue(slept > 100, "the plans must make processors sleep, got " + slept);
    }

    /* Superstep 0: processor 0 sends to 1 and returns; 1 wakes and returns; 2 waits for nothing. */
    @ParameterizedTest
    @EnumSource(ThreadMode.class)
    void sleepersNobodyCanWakeEndTheRunAsADeadlockNamingThem(ThreadMode mode) {
        Bsp model = new Bsp(3, 1, 1);
        DeadlockException e = assertThrows(DeadlockException.class, () -> model.run(bsp -> {
            if (bsp.id() == 0) {
                bsp.send(1, "x");
                return;
            }
            bsp.syncUntilMessage();
        }, RunOptions.defaults().withThreadMode(mode)));
        assertTrue(e.getMessage().contains("1 processor(s) wait in syncUntilMessage"), e.getMessage());
        assertTrue(e.getMessage().endsWith(": 2"), e.getMessage());
    }
}
