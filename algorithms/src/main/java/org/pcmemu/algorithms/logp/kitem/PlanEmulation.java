package org.pcmemu.algorithms.logp.kitem;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import org.pcmemu.emulator.RunOptions;
import org.pcmemu.emulator.TimedMessage;
import org.pcmemu.models.logp.LogP;
import org.pcmemu.models.logp.LogPProcessor;
import org.pcmemu.models.logp.LogPRun;
import org.pcmemu.models.logp.ReceiveBuffer;

/**
 * Runs a {@link KItemPlan} on the emulated postal machine. Processor 0 starts with items 0..k-1;
 * every message carries the item it names, and a processor can only send an item it holds. What
 * counts is what the emulator measures: each processor's reception time of each item.
 *
 * <p>A processor is one sequential program, so it interleaves its planned sends with its
 * receptions in model-time order (a reception first on a tie, so an item received at t can leave
 * at t). A send whose item has not come yet waits for it. In the plain postal model each message
 * is received as the network delivers it (in order of arrival, one per step). In the buffered
 * model (SPAA section 3.5, {@link ReceiveBuffer}) the processor admits every message that arrives
 * by the step and receives an item it must forward first, else the one that arrived first (then
 * the lowest item).
 */
public final class PlanEmulation {
    private PlanEmulation() {
    }

    /**
     * What the run measured.
     *
     * @param received       received[p][i]: when processor p received item i (-1: never; 0 for the source)
     * @param arrived        arrived[p][i]: when the message with item i that p received reached p
     * @param items          items[p][i]: the item processor p holds in slot i at the end, or null
     * @param duplicates     receptions of an item the processor already held
     * @param largestBuffer  the most messages one processor held over in its buffer (buffered model; else 0)
     */
    public record Outcome(LogPRun run, long[][] received, long[][] arrived, Integer[][] items, long duplicates, int largestBuffer) {
        /** When the last processor holds every item. */
        public long time() {
            return Arrays.stream(received).flatMapToLong(Arrays::stream).max().orElse(0);
        }

        /** When item i has reached every processor. */
        public long completion(int i) {
            long c = 0;
            for (long[] row : received) {
                c = Math.max(c, row[i]);
            }
            return c;
        }
    }

    public static Outcome run(LogP model, KItemPlan plan, boolean buffered, RunOptions options) {
        if (!model.isPostal() || model.P() != plan.P() || model.L() != plan.L()) {
            throw new IllegalArgumentException("plan for P=" + plan.P() + ", L=" + plan.L() + " on " + model);
        }
        int P = plan.P();
        int k = plan.k();
        List<List<Transmission>> out = new ArrayList<>();
        List<List<Transmission>> in = new ArrayList<>();
        for (int p = 0; p < P; p++) {
            out.add(new ArrayList<>());
            in.add(new ArrayList<>());
        }
        for (Transmission t : plan.sends()) {
            out.get(t.from()).add(t);
            in.get(t.to()).add(t);
        }
        long[][] received = new long[P][k];
        long[][] arrived = new long[P][k];
        Integer[][] items = new Integer[P][k];
        long[] duplicates = new long[P];
        int[] largest = new int[P];
        LogPRun run = model.run(p -> {
            Processor me = new Processor(p, k, out.get(p.id()), in.get(p.id()), received[p.id()],
                    arrived[p.id()], items[p.id()]);
            if (buffered && p.id() != 0) {
                largest[p.id()] = me.runBuffered();
            } else {
                me.run();
            }
            duplicates[p.id()] = me.duplicates;
        }, options, LogP.Hints.NONE.withRestartable(false).withReceivesFirst(id -> id != 0 && !in.get(id).isEmpty()));
        // A processor other than the source holds no item, so one that the plan sends anything
        // begins by receiving (run: before any send, for want of the item; runBuffered: admits the
        // first arrival first), and is started only when its first message can be taken.
        return new Outcome(run, received, arrived, items, Arrays.stream(duplicates).sum(),
                Arrays.stream(largest).max().orElse(0));
    }

    /** Processor p's part of the plan. Note: not threadsafe; p's own thread only. */
    private static final class Processor {
        private final LogPProcessor p;
        private final Transmission[] sends;
        private final long[] arrivals;
        private final long[] received;
        private final long[] arrived;
        private final Integer[] items;
        private final boolean[] forwards;
        private long duplicates;
        private int next; // the next planned arrival not yet taken off the network
        private int sent;

        Processor(LogPProcessor p, int k, List<Transmission> out, List<Transmission> in, long[] received,
                  long[] arrived, Integer[] items) {
            this.p = p;
            this.sends = out.stream().sorted(Comparator.comparingLong(Transmission::send)
                    .thenComparingInt(Transmission::item)).toArray(Transmission[]::new);
            long L = p.model().L();
            this.arrivals = in.stream().mapToLong(t -> t.send() + L).sorted().toArray();
            this.received = received;
            this.arrived = arrived;
            this.items = items;
            this.forwards = new boolean[k];
            for (Transmission t : sends) {
                forwards[t.item()] = true;
            }
            Arrays.fill(received, -1);
            Arrays.fill(arrived, 0);
            Arrays.fill(items, null); // a second start begins empty (LogP.Hints.restartable)
            if (p.id() == 0) {
                Arrays.fill(received, 0);
                for (int i = 0; i < k; i++) {
                    items[i] = i;
                }
            }
        }

        void run() {
            while (next < arrivals.length || sent < sends.length) {
                if (next < arrivals.length && (sent == sends.length || arrivals[next] <= sends[sent].send())) {
                    take(p.receive());
                    next++;
                } else {
                    Transmission s = sends[sent];
                    while (items[s.item()] == null && next < arrivals.length) {
                        take(p.receive());
                        next++;
                    }
                    send(s);
                }
            }
        }

        int runBuffered() {
            ReceiveBuffer buffer = new ReceiveBuffer(p);
            long last = Long.MIN_VALUE;
            while (next < arrivals.length || !buffer.held().isEmpty() || sent < sends.length) {
                long step = !buffer.held().isEmpty() ? Math.max(last + 1, p.now())
                        : next < arrivals.length ? Math.max(last + 1, arrivals[next]) : Long.MAX_VALUE;
                boolean waiting = sent < sends.length && items[sends[sent].item()] == null;
                if (sent < sends.length && sends[sent].send() < step && !waiting || step == Long.MAX_VALUE) {
                    send(sends[sent]);
                    continue;
                }
                while (next < arrivals.length && arrivals[next] <= step) {
                    buffer.admit();
                    next++;
                }
                p.idleUntil(step);
                take(buffer.receive(choose(buffer.held())));
                last = step;
            }
            return buffer.largest();
        }

        /* An item this processor forwards first; else the earliest arrival, then the lowest item. */
        private TimedMessage choose(List<TimedMessage> held) {
            Comparator<TimedMessage> order = Comparator.comparing((TimedMessage m) -> !forwards[(Integer) m.payload()])
                    .thenComparingLong(TimedMessage::arrival).thenComparingInt(m -> (Integer) m.payload());
            return held.stream().min(order).orElseThrow();
        }

        private void take(TimedMessage m) {
            int item = (Integer) m.payload();
            if (items[item] != null) {
                duplicates++;
                return;
            }
            items[item] = item;
            received[item] = p.now();
            arrived[item] = m.arrival();
        }

        private void send(Transmission s) {
            if (items[s.item()] == null) {
                throw new IllegalStateException("processor " + p.id() + " is planned to send item " + s.item()
                        + " at " + s.send() + " but never receives it");
            }
            p.idleUntil(s.send());
            p.send(s.to(), items[s.item()]);
            sent++;
        }
    }
}
