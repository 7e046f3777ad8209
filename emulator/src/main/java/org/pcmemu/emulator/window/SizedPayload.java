package org.pcmemu.emulator.window;

/*
 * The payload of a deferred send of more than one byte, until its decision: the size travels
 * through the decider's arrays with the payload instead of in arrays of its own. Only such a
 * send allocates it; a run of one-byte messages never does.
 */
record SizedPayload(Object payload, int bytes) {
}
