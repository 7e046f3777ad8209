package org.pcmemu.models.logp;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.pcmemu.emulator.TimedMessage;
import org.pcmemu.emulator.RunOptions;

class CapacityTest {

    /* Processors 1..4 send to 0 at time 0; processor 0 receives the four and notes each arrival by sender. */
    private static LogPRun fourSendersToOne(LogP model, long[] arrivalBySender) {
        return fourSendersToOne(model, arrivalBySender, RunOptions.defaults());
    }

    private static LogPRun fourSendersToOne(LogP model, long[] arrivalBySender, RunOptions options) {
        return model.run(p -> {
            if (p.id() == 0) {
                for (int i = 0; i < 4; i++) {
                    TimedMessage m = p.receive();
                    arrivalBySender[m.from()] = m.arrival();
                }
            } else {
                p.send(0, "x");
            }
        }, options);
    }

    @Test
    void fourSimultaneousSendersExceedTheReceiveSideLimitUnderCheck() {
        // L=6 o=2 g=4: ceil(L/g) = 2. Processors 1..4 send to 0 at 0; all arrive at 8 and were in
        // transit during [2,8): the 3rd and 4th receptions see 3 and 4 > 2 in transit.
        long[] arrivals = new long[5];
        LogPRun run = fourSendersToOne(new LogP(5, 6, 2, 4, CapacityMode.CHECK), arrivals);
        CapacityReport c = run.capacity();
        assertEquals(2, c.limit());
        assertEquals(4, c.worst());
        assertEquals(0, c.worstProcessor());
        assertEquals(8, c.worstTime());
        assertEquals(2, c.violations());
        assertTrue(c.exceeded());
        assertEquals(0, c.stalledSends());
        assertArrayEquals(new long[] {0, 8, 8, 8, 8}, arrivals);
    }

    /*
     * Receiver r gets one message at time 0 from each of r + 1 .. r + senders; the last
     * processor computes for 100 cycles; every other processor does nothing.
     */
    private static LogPRun crowds(LogP model, int[][] receiverAndSenders) {
        return model.run(p -> {
            if (p.id() == p.processors() - 1) {
                p.compute(100);
            }
            for (int[] crowd : receiverAndSenders) {
                int r = crowd[0];
                if (p.id() == r) {
                    for (int k = 0; k < crowd[1]; k++) {
                        p.receive();
                    }
                } else if (p.id() > r && p.id() <= r + crowd[1]) {
                    p.send(r, "x");
                }
            }
        }, RunOptions.defaults());
    }

    @Test
    void theReportOfALargeMachineIsTheFirstWorstProcessorAndTheSumsOverAllProcessors() {
        // P = 40,000: the report is collected in chunks of processors (Chunks). Processor 1,000
        // sees 2 in transit; 20,000 and 35,000 each see 3 (one violation each, limit 2) at 8, as
        // in the four-sender case above. The worst is the lowest such processor, the sums are
        // over both; under enforce each third sender stalls 6 cycles. The last processor, also
        // in the last chunk, computes longest.
        int[][] crowds = {{1_000, 2}, {20_000, 3}, {35_000, 3}};
        LogPRun run = crowds(new LogP(40_000, 6, 2, 4, CapacityMode.CHECK), crowds);
        assertEquals(8, run.result().messages()); // the run's totals are collected in chunks too
        assertEquals(100, run.result().makespan()); // the last processor's clock, in the last chunk
        CapacityReport c = run.capacity();
        assertEquals(3, c.worst());
        assertEquals(20_000, c.worstProcessor());
        assertEquals(8, c.worstTime());
        assertEquals(2, c.violations());
        CapacityReport e = crowds(new LogP(40_000, 6, 2, 4), crowds).capacity();
        assertEquals(2, e.worst());
        assertEquals(1_000, e.worstProcessor());
        assertEquals(2, e.stalledSends());
        long[] stalls = new long[40_000];
        stalls[20_003] = 6;
        stalls[35_003] = 6;
        assertArrayEquals(stalls, e.stallCycles());
    }

    @Test
    void underEnforceTheThirdAndFourthSenderStallUntilTheFirstTwoArrive() {
        // Same machine, limit 2. Requests at 0 are decided by sender id: 1 and 2 depart at 2 and
        // arrive at 8; 3 and 4 must wait for a departure to arrive, so they depart at 8 (start 6,
        // a stall of 6 cycles each) and arrive at 14. Processor 0 receives at 8, 12, 16, 20.
        long[] arrivals = new long[5];
        LogPRun run = fourSendersToOne(new LogP(5, 6, 2, 4), arrivals);
        CapacityReport c = run.capacity();
        assertEquals(CapacityMode.ENFORCE, c.mode());
        assertArrayEquals(new long[] {0, 8, 8, 14, 14}, arrivals);
        assertEquals(2, c.worst());
        assertFalse(c.exceeded());
        assertEquals(2, c.stalledSends());
        assertArrayEquals(new long[] {0, 0, 0, 6, 6}, c.stallCycles());
        assertEquals(22, run.result().makespan());
        assertArrayEquals(new long[] {22, 2, 2, 8, 8}, run.result().finishTimes());
    }

    @Test
    void underALatencySpreadEnforceIsReportedAsTheCheckItIs() {
        // The seeded latencies make enforcement (which assumes every message takes L) moot: no
        // send stalls, all four arrive within L, and the report says check, not enforce.
        long[] arrivals = new long[5];
        CapacityReport c = fourSendersToOne(new LogP(5, 6, 2, 4), arrivals,
                RunOptions.defaults().withLatencySpread(7)).capacity();
        assertEquals(CapacityMode.CHECK, c.mode());
        assertEquals(0, c.stalledSends());
        for (int sender = 1; sender <= 4; sender++) {
            assertTrue(arrivals[sender] >= 2 + 1 && arrivals[sender] <= 2 + 6, "arrival " + arrivals[sender]);
        }
    }

    @Test
    void offCountsNothing() {
        long[] arrivals = new long[5];
        CapacityReport c = fourSendersToOne(new LogP(5, 6, 2, 4, CapacityMode.OFF), arrivals).capacity();
        assertEquals(0, c.worst());
        assertEquals(0, c.violations());
        assertArrayEquals(new long[] {0, 8, 8, 8, 8}, arrivals);
    }

    @Test
    void oneSenderNeverExceedsTheLimitBecauseSendsAreGapApart() {
        // o=0, g=1, L=5: limit 5. Count departures in every window of L cycles from the messages.
        LogP model = new LogP(2, 5, 0, 1);
        long[] departures = new long[40];
        LogPRun run = model.run(p -> {
            if (p.id() == 0) {
                for (int i = 0; i < 40; i++) {
                    p.send(1, i);
                }
            } else {
                for (int i = 0; i < 40; i++) {
                    TimedMessage m = p.receive();
                    departures[i] = m.sendStart() + model.o();
                }
            }
        }, RunOptions.defaults());
        int worst = 0;
        for (int i = 0; i < 40; i++) {
            int inTransit = 0;
            for (long d : departures) {
                if (d <= departures[i] && departures[i] < d + model.L()) {
                    inTransit++;
                }
            }
            worst = Math.max(worst, inTransit);
        }
        assertEquals(5, worst);
        assertFalse(run.capacity().exceeded());
    }
    @Test
    void theReceiveSideCountMatchesACountOverTheArrivals() {
        // Random senders to processor 0 under check (L=6 o=2 g=4, limit 2): arrivals alone, in
        // pairs and in crowds within L of each other. The report's worst count and violations must
        // be those counted here over the arrivals in the order received: at each reception, the
        // receptions so far (this one included) that arrived in (arrival - L, arrival].
        java.util.Random random = new java.util.Random(11);
        for (int trial = 0; trial < 60; trial++) {
            int senders = 1 + random.nextInt(5);
            int[] count = new int[senders + 1];
            long[][] delays = new long[senders + 1][];
            int total = 0;
            for (int s = 1; s <= senders; s++) {
                count[s] = random.nextInt(4);
                delays[s] = new long[count[s]];
                for (int i = 0; i < count[s]; i++) {
                    delays[s][i] = random.nextInt(3) == 0 ? 0 : random.nextInt(20);
                }
                total += count[s];
            }
            int messages = total;
            LogP model = new LogP(senders + 1, 6, 2, 4, CapacityMode.CHECK);
            long[] arrivals = new long[messages];
            LogPRun run = model.run(p -> {
                if (p.id() == 0) {
                    for (int i = 0; i < messages; i++) {
                        arrivals[i] = p.receive().arrival();
                    }
                } else {
                    for (long d : delays[p.id()]) {
                        p.compute(d);
                        p.send(0, "x");
                    }
                }
            }, RunOptions.defaults());
            int worst = 0;
            long violations = 0;
            for (int i = 0; i < messages; i++) {
                int inTransit = 0;
                for (int j = 0; j <= i; j++) {
                    if (arrivals[j] > arrivals[i] - model.L()) {
                        inTransit++;
                    }
                }
                worst = Math.max(worst, inTransit);
                violations += inTransit > model.capacity() ? 1 : 0;
            }
            String setup = "trial " + trial + ", arrivals " + java.util.Arrays.toString(arrivals);
            assertEquals(worst, run.capacity().worst(), setup);
            assertEquals(violations, run.capacity().violations(), setup);
        }
    }
}
