package org.pcmemu.emulator.barrier;

import org.pcmemu.emulator.BarrierRunResult;
import org.pcmemu.emulator.Step;

import org.pcmemu.emulator.RunOptions;
import org.pcmemu.emulator.StepMessage;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

/**
 * A program whose every processor, in every superstep, charges random work and posts random
 * messages drawn from a generator seeded by (seed, superstep, id): the test can replay the draws
 * without the engine and compute what each processor must receive and what each superstep costs
 * under {@link SuperstepRules#W_THEN_H}.
 */
final class RandomTraffic {
    private final int p;
    private final int steps;
    private final long seed;

    RandomTraffic(int p, int steps, long seed) {
        this.p = p;
        this.steps = steps;
        this.seed = seed;
    }

    /** One draw: work, then (destination, words) pairs. */
    record Draw(long work, int[] to, long[] words) {
    }

    Draw draw(int step, int id) {
        SplittableRandom r = new SplittableRandom(seed * 1_000_003L + step * 7919L + id);
        int count = r.nextInt(5);
        int[] to = new int[count];
        long[] words = new long[count];
        for (int i = 0; i < count; i++) {
            to[i] = r.nextInt(p);
            words[i] = 1 + r.nextInt(4);
        }
        return new Draw(r.nextInt(3), to, words);
    }

    BarrierRunResult run(RunOptions options) {
        return BarrierEngine.run(p, SuperstepRules.W_THEN_H, options, q -> {
            for (int s = 0; s < steps; s++) {
                List<Object> got = new ArrayList<>();
                for (StepMessage m : q.inbox()) {
                    got.add(m.payload());
                }
                if (!got.equals(expectedInbox(s, q.id()))) {
                    throw new AssertionError("processor " + q.id() + " superstep " + s + " read " + got);
                }
                Draw d = draw(s, q.id());
                q.charge(d.work());
                for (int i = 0; i < d.to().length; i++) {
                    q.post(d.to()[i], d.words()[i], List.of(s, q.id(), i));
                }
                q.sync();
            }
        });
    }

    /* What processor id must read in superstep s: the posts of s-1 to it, by sender, then order. */
    private List<Object> expectedInbox(int s, int id) {
        List<Object> out = new ArrayList<>();
        if (s == 0) {
            return out;
        }
        for (int from = 0; from < p; from++) {
            Draw d = draw(s - 1, from);
            for (int i = 0; i < d.to().length; i++) {
                if (d.to()[i] == id) {
                    out.add(List.of(s - 1, from, i));
                }
            }
        }
        return out;
    }

    List<Step> expectedSupersteps() {
        List<Step> out = new ArrayList<>();
        long start = 0;
        for (int s = 0; s < steps; s++) {
            long w = 0;
            long messages = 0;
            long words = 0;
            long[] sent = new long[p];
            long[] received = new long[p];
            for (int id = 0; id < p; id++) {
                Draw d = draw(s, id);
                w = Math.max(w, d.work());
                for (int i = 0; i < d.to().length; i++) {
                    sent[id] += d.words()[i];
                    received[d.to()[i]] += d.words()[i];
                    messages++;
                    words += d.words()[i];
                }
            }
            long h = 0;
            for (int id = 0; id < p; id++) {
                h = Math.max(h, Math.max(sent[id], received[id]));
            }
            long cost = 1000 * w + h;
            out.add(SuperstepRules.superstep(p, s, w, h, messages, words, start, cost, true));
            start += cost;
        }
        return out;
    }
}
