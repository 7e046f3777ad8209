package org.pcmemu.bench;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.pcmemu.emulator.RunOptions;
import org.pcmemu.models.logp.CapacityMode;
import org.pcmemu.models.logp.LogP;
import org.pcmemu.models.logp.LogPRun;

/** The two simulators against the emulator and against times worked out by hand. */
class SimulationTest {

    @Test
    void twoMessagesOneReceiverByHand() {
        // L = 6, o = 2, g = 4: processor 0 sends at 0 and 4 (clock 6), the messages arrive at 8 and 12;
        // processor 1 receives at 8 (clock 10) and at max(10, 12, 8 + 4) = 12 (clock 14)
        for (Simulation.Kind kind : Simulation.Kind.values()) {
            Simulation sim = kind.on(new LogP(2, 6, 2, 4)).run(new Simulation.Program() {
                @Override
                public void start(Simulation s, int p) {
                    if (p == 0) {
                        s.send(0, 1);
                        s.send(0, 1);
                    } else {
                        s.receive(1);
                    }
                }

                @Override
                public void received(Simulation s, int p, int from) {
                    if (s.clock(p) == 10) {
                        s.receive(p);
                    }
                }
            });
            assertArrayEquals(new long[] {6, 14}, sim.finishTimes(), kind.name());
            assertEquals(2, sim.messages(), kind.name());
        }
    }

    @Test
    void aReceiveNobodyAnswersIsADeadlock() {
        for (Simulation.Kind kind : Simulation.Kind.values()) {
            Simulation sim = kind.on(new LogP(3, 6, 2, 4));
            IllegalStateException e = assertThrows(IllegalStateException.class, () -> sim.run(new Simulation.Program() {
                @Override
                public void start(Simulation s, int p) {
                    s.receive(p);
                }

                @Override
                public void received(Simulation s, int p, int from) {
                }
            }));
            assertEquals("deadlock: processor 0 waits for a message at clock 0 that nobody sends", e.getMessage());
        }
    }

    @Test
    void gridOfBroadcastsAndExchangesMatchesTheEmulator() {
        for (Simulation.Kind kind : Simulation.Kind.values()) {
            assertEquals(405, SimulatorCheck.grid(kind), kind.name());
        }
    }

    @Test
    void randomReactingProgramsGiveTheEmulatorsTimesAndReceiveOrder() {
        Random random = new Random(11);
        long[][] machines = {{6, 2, 4}, {5, 0, 0}, {1, 0, 1}, {3, 1, 0}, {2, 3, 1}, {9, 1, 3}};
        for (int trial = 0; trial < 60; trial++) {
            long[] m = machines[trial % machines.length];
            int processors = 2 + random.nextInt(12);
            Plan plan = Plan.random(processors, random);
            LogP model = new LogP(processors, m[0], m[1], m[2], CapacityMode.CHECK);
            long[] emulatedOrder = new long[processors];
            LogPRun emulated = model.run(p -> {
                int id = p.id();
                for (int to : plan.initial.get(id)) {
                    p.send(to, "x");
                }
                long digest = 0;
                for (int i = 0; i < plan.receives[id]; i++) {
                    digest = SimulatedExchange.foldSender(digest, p.receive().from());
                    for (int to : plan.reaction(id, i)) {
                        p.send(to, "x");
                    }
                }
                emulatedOrder[id] = digest;
            }, RunOptions.defaults());
            for (Simulation.Kind kind : Simulation.Kind.values()) {
                String what = "trial " + trial + " on " + model + ", " + kind;
                long[] order = new long[processors];
                Simulation sim = kind.on(model).run(plan.program(order));
                assertArrayEquals(emulated.result().finishTimes(), sim.finishTimes(), what);
                assertArrayEquals(emulatedOrder, order, what);
                assertEquals(emulated.result().messages(), sim.messages(), what);
            }
        }
    }

    /**
     * Every processor sends a burst, then receives every message addressed to it, and after some
     * receives sends more, only to higher ids: processor 0 gets only bursts, and each processor's
     * messages come from bursts and lower ids, so no run deadlocks.
     */
    private record Plan(List<int[]> initial, List<List<int[]>> reactions, int[] receives) {
        static Plan random(int processors, Random random) {
            List<int[]> initial = new ArrayList<>();
            int[] receives = new int[processors];
            for (int p = 0; p < processors; p++) {
                int self = p;
                int[] burst = random.ints(random.nextInt(4), 0, processors - 1).map(d -> d >= self ? d + 1 : d).toArray();
                for (int d : burst) {
                    receives[d]++;
                }
                initial.add(burst);
            }
            List<List<int[]>> reactions = new ArrayList<>();
            for (int p = 0; p < processors; p++) {
                List<int[]> mine = new ArrayList<>();
                for (int i = 0; i < receives[p]; i++) {
                    int higher = processors - 1 - p;
                    int[] sends = higher == 0 ? new int[0] : random.ints(random.nextInt(3), p + 1, processors).toArray();
                    for (int d : sends) {
                        receives[d]++;
                    }
                    mine.add(sends);
                }
                reactions.add(mine);
            }
            return new Plan(initial, reactions, receives);
        }

        int[] reaction(int p, int i) {
            return reactions.get(p).get(i);
        }

        Simulation.Program program(long[] order) {
            int[] count = new int[receives.length];
            return new Simulation.Program() {
                @Override
                public void start(Simulation s, int p) {
                    for (int to : initial.get(p)) {
                        s.send(p, to);
                    }
                    if (receives[p] > 0) {
                        s.receive(p);
                    }
                }

                @Override
                public void received(Simulation s, int p, int from) {
                    order[p] = SimulatedExchange.foldSender(order[p], from);
                    for (int to : reaction(p, count[p])) {
                        s.send(p, to);
                    }
                    if (++count[p] < receives[p]) {
                        s.receive(p);
                    }
                }
            };
        }
    }
}
