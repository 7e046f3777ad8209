package org.pcmemu.emulator.barrier;

import java.util.Arrays;
import org.pcmemu.emulator.EmulationException;

/*
 * The fields a processor writes during a step and the step's last arriver reads, and zeroes,
 * while the owner waits (see ProcessorIncomingFields for the field classes): the step's counters,
 * the sleepers its posts woke, the partition it asks for, its failure. The owner writes them before
 * its arrival's decrement, which the last arriver's own decrement follows (Barrier.arrive). The
 * posts a processor made ahead of its step are counted on the thread that completes that step,
 * while the owner does not act (BarrierProcessor.deferred).
 */
abstract class ProcessorStepFields extends ProcessorSleepFields {
    private long work;
    private long sentWords;
    private long sentMessages;
    private int[] woke; // the sleepers this processor's posts woke in the step (made at the first)
    private int wokeCount;
    private int[] partitionSizes; // null: ceil(k/2) and floor(k/2)
    private int partitionLevels = 1; // 1, or the halvings of a nested halving
    private EmulationException failure; // set when its program threw, before it leaves

    final void addWork(long cycles) {
        work = Math.addExact(work, cycles);
    }

    /* A post of `words` words in this step (before it is offered: a sum that overflows fails it). */
    final void countSent(long words) {
        sentWords = Math.addExact(sentWords, words);
        sentMessages++;
    }

    /* A post of this step woke sleeper id (this processor won its claimWake). */
    final void listWoken(int id) {
        if (woke == null) {
            woke = new int[4];
        } else if (wokeCount == woke.length) {
            woke = Arrays.copyOf(woke, wokeCount * 2);
        }
        woke[wokeCount++] = id;
    }

    final void askPartition(int[] sizes, int levels) {
        partitionSizes = sizes;
        partitionLevels = levels;
    }

    final void failWith(EmulationException error) {
        failure = error;
    }

    final long work() {
        return work;
    }

    final long sentWords() {
        return sentWords;
    }

    final long sentMessages() {
        return sentMessages;
    }

    final int wokeCount() {
        return wokeCount;
    }

    final int woke(int j) {
        return woke[j];
    }

    final int[] partitionSizes() {
        return partitionSizes;
    }

    final int partitionLevels() {
        return partitionLevels;
    }

    final EmulationException failure() {
        return failure;
    }

    /* The last arriver, once it has read them: the counters of the next step start at 0. */
    final void resetCounters() {
        work = 0;
        sentWords = 0;
        sentMessages = 0;
    }

    /* The last arriver, once it has listed the sleepers this processor woke. */
    final void resetWoke() {
        wokeCount = 0;
    }
}
