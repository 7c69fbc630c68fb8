import {
  addressBody,
  addressIndexBody,
  addressToBody,
  addressToListBody,
  shippingCarrierBody,
  shippingCarriersBody,
  type AddressRequest,
  type CreateShippingCarrierRequest,
} from '@laydown/contracts';
import { http } from './http-client';

export function fetchAddressIndex(signal?: AbortSignal) {
  return http
    .request('/api/company_settings/addresses', { schema: addressIndexBody, signal })
    .then((b) => b.records);
}

export function saveAddress(id: number | undefined, request: AddressRequest) {
  return http
    .request(id === undefined ? '/api/address' : `/api/address/${id}`, {
      method: id === undefined ? 'POST' : 'PATCH',
      body: request,
      schema: addressBody,
    })
    .then((b) => b.address);
}

export function fetchAddressTos(signal?: AbortSignal) {
  return http
    .request('/api/address_to', { schema: addressToListBody, signal })
    .then((b) => b.records);
}

export function createAddressTo(name: string) {
  return http
    .request('/api/address_to', {
      method: 'POST',
      body: { address_to: { name } },
      schema: addressToBody,
    })
    .then((b) => b.address_to);
}

export function fetchShippingCarriers(signal?: AbortSignal) {
  return http.request('/api/shipping_carriers', { schema: shippingCarriersBody, signal });
}

export function createShippingCarrier(request: CreateShippingCarrierRequest) {
  return http
    .request('/api/shipping_carriers', {
      method: 'POST',
      body: request,
      schema: shippingCarrierBody,
    })
    .then((b) => b.shipping_carrier);
}

export function setShippingCarrierActive(id: number, active: boolean) {
  return http
    .request(`/api/shipping_carriers/${id}`, {
      method: 'PATCH',
      body: { shipping_carrier: { active } },
      schema: shippingCarrierBody,
    })
    .then((b) => b.shipping_carrier);
}
