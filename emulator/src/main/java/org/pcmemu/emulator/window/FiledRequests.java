package org.pcmemu.emulator.window;

import java.util.Arrays;

/**
 * The requests of one sender part filed under one destination part in a band ({@link
 * RequestDecider}), in (attempt, id) order: copied from the senders by their part's thread in the
 * take step; the destination part's thread leaves each decision's message here in the decide
 * step, and the senders' part takes it in the settle step. The band's barriers order the steps.
 */
final class FiledRequests {
    private int[] ids = new int[16];
    private int[] to = new int[16];
    private long[] attempts = new long[16];
    private long[] sequences = new long[16];
    private Object[] payloads = new Object[16];
    private WindowMessage[] messages = new WindowMessage[16];
    private int count;

    /* Take step: files sender id's request to destination at attempt. */
    void add(int id, int destination, long attempt, long sequence, Object payload) {
        if (count == ids.length) {
            int n = count * 2;
            ids = Arrays.copyOf(ids, n);
            to = Arrays.copyOf(to, n);
            attempts = Arrays.copyOf(attempts, n);
            sequences = Arrays.copyOf(sequences, n);
            payloads = Arrays.copyOf(payloads, n);
            messages = Arrays.copyOf(messages, n);
        }
        ids[count] = id;
        to[count] = destination;
        attempts[count] = attempt;
        sequences[count] = sequence;
        payloads[count++] = payload;
    }

    int count() {
        return count;
    }

    int id(int k) {
        return ids[k];
    }

    long attempt(int k) {
        return attempts[k];
    }

    /* Decide step: decides the k-th request by d for the destination part dest; leaves its message here. */
    void decide(int k, RequestDecider d, DecidingPart dest) {
        messages[k] = d.decide(dest, ids[k], to[k], attempts[k], sequences[k], payloads[k]);
        payloads[k] = null;
    }

    /* Settle step: the k-th request's decision, removed. */
    WindowMessage takeMessage(int k) {
        WindowMessage m = messages[k];
        messages[k] = null;
        return m;
    }

    /* Settle step, once every decision is taken: empty for the next band. */
    void clear() {
        count = 0;
    }
}
